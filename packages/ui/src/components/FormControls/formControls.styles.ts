import styled from 'styled-components';

/** A label over its control, hint and error. */
export const StyledField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;

  & > label {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** A bordered input row: an optional unit before or after the input. */
export const StyledInputRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};

  &:focus-within {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: 0;
  }

  & > span {
    color: ${({ theme }) => theme.color.textMuted};
  }

  & > input,
  & > select {
    flex: 1;
    min-width: 0;
    min-height: calc(${({ theme }) => theme.space.xl} + ${({ theme }) => theme.space.md});
    border: 0;
    outline: none;
    background: none;
    color: ${({ theme }) => theme.color.text};
    font: inherit;
  }

  &:has(input[aria-invalid='true']) {
    border-color: ${({ theme }) => theme.color.brand};
  }
`;

/** A quiet line under a field. */
export const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** What is wrong with a field or form. */
export const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A form's buttons, at its end. */
export const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A field and its button side by side, the button wrapping under the field on a narrow screen. */
export const StyledInlineRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  & > :first-child {
    flex: 1 1 14em;
  }

  & > button {
    flex: none;
  }
`;

/** A checkbox with its label on one line, and what follows it (a hint, more fields) under it. */
export const StyledCheckField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  & > label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    cursor: pointer;
  }

  & > label > input {
    width: ${({ theme }) => theme.font.size.lg};
    height: ${({ theme }) => theme.font.size.lg};
    margin: 0;
    accent-color: ${({ theme }) => theme.color.brand};
  }
`;
