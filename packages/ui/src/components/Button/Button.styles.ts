import styled from 'styled-components';

/** A round button; `data-variant` and `data-size` pick its look. */
export const StyledButton = styled.button`
  flex: none;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl};
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.round};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;

  &[data-size='small'] {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  }

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brand};
  }

  &[data-variant='primary'] {
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
    background: ${({ theme }) => theme.color.brand};
  }

  &[data-variant='primary']:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.onBrand};
    background: ${({ theme }) => theme.color.brandHover};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;
