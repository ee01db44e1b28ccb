import styled from 'styled-components';

export const StyledSecondNav = styled.nav`
  border-bottom: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

export const StyledList = styled.ul`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.size.contentMax};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.lg};
  overflow-x: auto;
  list-style: none;
  scrollbar-width: none;

  & > li {
    flex: none;
  }

  [data-tab-margin] > & {
    gap: 0;
  }

  [data-tab-margin] > & > li {
    margin-right: ${({ theme }) => theme.size.tabLegacyMargin};
  }
`;

export const StyledTab = styled.a`
  position: relative;
  display: block;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.color.text};
  }

  &:focus-visible {
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRing});
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  &[aria-current='page']::after {
    position: absolute;
    right: 0;
    bottom: 0;
    left: 0;
    height: ${({ theme }) => theme.size.focusRing};
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.color.brand};
    content: '';
  }
`;
