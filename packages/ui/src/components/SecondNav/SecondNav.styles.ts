import styled, { type DefaultTheme } from 'styled-components';

const edgeShade = ({ theme }: { theme: DefaultTheme }) =>
  `color-mix(in srgb, ${theme.color.text} 22%, transparent)`;

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
  /* A shade at an edge where more tabs lie beyond it: the covers scroll with the tabs and hide
     the shade once that end is reached. CSS only, so server and browser render the same. */
  background:
    linear-gradient(to right, ${({ theme }) => theme.color.surface} 50%, transparent) left /
      ${({ theme }) => theme.space.xxl} 100% no-repeat local,
    linear-gradient(to left, ${({ theme }) => theme.color.surface} 50%, transparent) right /
      ${({ theme }) => theme.space.xxl} 100% no-repeat local,
    linear-gradient(to right, ${edgeShade}, transparent) left / ${({ theme }) => theme.space.lg}
      100% no-repeat scroll,
    linear-gradient(to left, ${edgeShade}, transparent) right / ${({ theme }) => theme.space.lg}
      100% no-repeat scroll;

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
