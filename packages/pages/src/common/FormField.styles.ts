import styled from 'styled-components';

/** One labelled control with its hint and error. */
export const StyledField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;

  & > label,
  & > span {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  & > textarea,
  & > input {
    box-sizing: border-box;
    width: 100%;
    min-width: 0;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
  }

  & > textarea {
    min-height: calc(${({ theme }) => theme.space.xxl} * 3);
    resize: vertical;
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
  }

  & > textarea:focus-visible,
  & > input:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: 0;
  }

  & > [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.brand};
  }
`;
