import styled from 'styled-components';

/** The options page: one column of settings and the 保存 button. */
export const StyledOptions = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.breakpoint.tablet};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.md};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }

  fieldset {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding: ${({ theme }) => theme.space.md};
    border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }

  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  input:focus-visible,
  button:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.space.xxs};
  }
`;

/** The server address: label, field, hint and error. */
export const StyledOriginField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  label {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  input {
    padding: ${({ theme }) => theme.space.sm};
    border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    font: inherit;
  }

  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.brand};
  }

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }

  p[role='alert'] {
    color: ${({ theme }) => theme.color.brand};
  }
`;

/** The 保存 button with the 已保存 line beside it. */
export const StyledSaveRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};

  button {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl};
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
    font: inherit;
    cursor: pointer;
  }

  button:hover {
    background: ${({ theme }) => theme.color.brandHover};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.color.priceDown};
  }
`;
