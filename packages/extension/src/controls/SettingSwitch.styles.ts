import styled from 'styled-components';

/** One switch with its label, and its explanation below. */
export const StyledSwitch = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};

  input {
    margin: 0;
    width: ${({ theme }) => theme.space.lg};
    height: ${({ theme }) => theme.space.lg};
    accent-color: ${({ theme }) => theme.color.brand};
  }

  input:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.space.xxs};
  }

  label {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  p {
    grid-column: 2;
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
