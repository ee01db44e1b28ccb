import styled from 'styled-components';

/** The label, the textarea, the counter line and the error, stacked. */
export const StyledField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;

  & > label {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  & > textarea {
    box-sizing: border-box;
    width: 100%;
    min-width: 0;
    min-height: calc(${({ theme }) => theme.space.xxl} * 3);
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    resize: vertical;
  }

  & > textarea:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: 0;
  }

  & > [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.brand};
  }
`;

/** The line under the text: the hint (or the limit message) and 「n/max」. */
export const StyledCount = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  &[data-state='over'] > span {
    color: ${({ theme }) => theme.color.brand};
  }
`;

/** The field's error. */
export const StyledAlert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
