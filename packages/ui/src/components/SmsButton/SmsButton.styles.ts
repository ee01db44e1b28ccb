import styled from 'styled-components';

export const StyledSmsButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  min-width: 7.5em;
  height: ${({ theme }) => theme.space.xxl};
  padding: 0 ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.brand};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  cursor: pointer;

  /* Only hovering animates: the countdown's state changes repaint at once. */
  &:hover:not([aria-disabled='true']) {
    background: ${({ theme }) => theme.color.brandSoft};
    transition: background ${({ theme }) => theme.motion.fast};
  }

  &[aria-disabled='true'] {
    border-color: ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;
