import styled from 'styled-components';
import { visuallyHidden } from '../PriceTag';

export const StyledHeader = styled.header`
  container: headnav / inline-size;
  position: relative;
  z-index: ${({ theme }) => theme.zIndex.header};
  border-bottom: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

export const StyledInner = styled.div`
  --headnav-control: calc(${({ theme }) => theme.space.xl} + ${({ theme }) => theme.space.md});
  display: grid;
  grid-template-areas: 'brand nav search user';
  grid-template-columns: auto auto minmax(0, 1fr) auto;
  align-items: center;
  column-gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.size.contentMax};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};

  @container headnav (width < ${({ theme }) => theme.breakpoint.desktop}) {
    grid-template-areas:
      'brand . user menu'
      'nav nav nav nav'
      'search search search search';
    grid-template-columns: auto minmax(0, 1fr) auto auto;
    column-gap: ${({ theme }) => theme.space.sm};
  }
`;

export const StyledBrand = styled.a`
  grid-area: brand;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.brand};
  text-decoration: none;
  white-space: nowrap;

  & > svg {
    width: calc(${({ theme }) => theme.size.icon} + ${({ theme }) => theme.space.xs});
    height: calc(${({ theme }) => theme.size.icon} + ${({ theme }) => theme.space.xs});
  }

  & [data-ink='stroke'] {
    stroke: ${({ theme }) => theme.color.onBrand};
  }

  & [data-ink='fill'] {
    fill: ${({ theme }) => theme.color.onBrand};
  }

  & > strong {
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }

  & > span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  @container headnav (width < ${({ theme }) => theme.breakpoint.tablet}) {
    & > span {
      ${visuallyHidden}
    }
  }
`;

export const StyledMenuButton = styled.button`
  grid-area: menu;
  display: none;
  align-items: center;
  justify-content: center;
  width: var(--headnav-control);
  height: var(--headnav-control);
  padding: 0;
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;

  & > svg {
    width: ${({ theme }) => theme.font.size.xl};
    height: ${({ theme }) => theme.font.size.xl};
  }

  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brand};
  }

  @container headnav (width < ${({ theme }) => theme.breakpoint.desktop}) {
    display: inline-flex;
  }
`;

export const StyledNav = styled.nav`
  grid-area: nav;

  & > ul {
    display: flex;
    gap: ${({ theme }) => theme.space.xxs};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  @container headnav (width < ${({ theme }) => theme.breakpoint.desktop}) {
    display: none;
    margin-top: ${({ theme }) => theme.space.sm};
    border-top: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};

    [data-menu-open='true'] & {
      display: block;
    }

    & > ul {
      flex-direction: column;
      gap: 0;
      padding-top: ${({ theme }) => theme.space.xs};
    }
  }
`;

export const StyledNavLink = styled.a`
  position: relative;
  display: block;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.color.brand};
  }

  &[aria-current] {
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  &[aria-current]::after {
    position: absolute;
    right: ${({ theme }) => theme.space.md};
    bottom: 0;
    left: ${({ theme }) => theme.space.md};
    height: ${({ theme }) => theme.size.focusRing};
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.color.brand};
    content: '';
  }

  @container headnav (width < ${({ theme }) => theme.breakpoint.desktop}) {
    padding: ${({ theme }) => theme.space.md};

    &[aria-current] {
      background: ${({ theme }) => theme.color.brandSoft};
    }

    &[aria-current]::after {
      display: none;
    }
  }
`;

export const StyledSearch = styled.div`
  grid-area: search;
  justify-self: end;
  width: 100%;
  max-width: 26em;

  @container headnav (width < ${({ theme }) => theme.breakpoint.desktop}) {
    max-width: none;
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

export const StyledUser = styled.div`
  grid-area: user;
  justify-self: end;
`;
