import styled from 'styled-components';

export const StyledTabList = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.lg};
  border-bottom: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  overflow-x: auto;
  scrollbar-width: none;

  /* Behaviour.md §9: Chrome/Chromium older than 84 lays tab items out without the gap. */
  &[data-legacy-margin] {
    gap: 0;
  }
`;

export const StyledTab = styled.button`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  height: ${({ theme }) => theme.space.xxl};
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  white-space: nowrap;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    right: 0;
    bottom: calc(-1 * ${({ theme }) => theme.size.hairline});
    left: 0;
    height: ${({ theme }) => theme.size.focusRing};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: transparent;
  }

  /* Only hovering animates: a state change (selection, lock) repaints at once. */
  &:hover:not([aria-disabled='true']) {
    color: ${({ theme }) => theme.color.text};
    transition: color ${({ theme }) => theme.motion.fast};
  }

  &:focus-visible {
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRing});
  }

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.bold};

    &::after {
      background: ${({ theme }) => theme.color.brand};
    }
  }

  &[aria-disabled='true'] {
    cursor: not-allowed;
  }

  [data-legacy-margin] > & {
    margin-right: ${({ theme }) => theme.size.tabLegacyMargin};
  }
`;

export const StyledTabPanel = styled.div`
  padding-top: ${({ theme }) => theme.space.lg};

  &:focus-visible {
    outline-offset: ${({ theme }) => theme.size.focusRing};
  }
`;
