import { useId, useRef, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { Link } from '../Link';
import { useDisclosure } from '../UserCorner/useDisclosure';
import { BrandMark } from './BrandMark';
import {
  StyledBrand,
  StyledHeader,
  StyledInner,
  StyledMenuButton,
  StyledNav,
  StyledNavLink,
  StyledSearch,
  StyledUser,
} from './HomeHeadNav.styles';
import { navCurrent } from './navCurrent';

/** One entry of the site's main navigation. */
export interface HeadNavItem {
  /** Where it leads. */
  href: string;
  /** Its Chinese label. */
  label: string;
}

/** The main navigation of the site header, in order. */
export const HOME_NAV_ITEMS: readonly HeadNavItem[] = [
  { href: '/home', label: '首页' },
  { href: '/trend', label: '历史价格' },
  { href: '/promotion/coupon', label: '优惠券' },
  { href: '/rank_list', label: '排行榜' },
  { href: '/shaidan', label: '晒单' },
  { href: '/app/extension', label: '插件' },
];

/** Props of {@link HomeHeadNav}. */
export interface HomeHeadNavProps extends HTMLAttributes<HTMLElement> {
  /** The path shown now; marks its navigation item (and the item of its section). */
  activePath?: string;
  /** Navigation entries; defaults to the site's six. */
  items?: readonly HeadNavItem[];
  /** A compact search box for the header, usually `<SearchBox size="compact" />`. */
  search?: ReactNode;
  /** The account corner, usually `<UserCorner />`. */
  user?: ReactNode;
  /** Where the brand leads. */
  brandHref?: string;
}

/** The site header ('homeheadnav' layout): brand, main navigation, search and account; a menu on phones. */
export function HomeHeadNav({
  activePath,
  items = HOME_NAV_ITEMS,
  search,
  user,
  brandHref = '/home',
  ...rest
}: HomeHeadNavProps) {
  const navId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const menu = useDisclosure({ rootRef, triggerRef, panelRef });

  const handleNavClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) menu.close();
  };

  return (
    <StyledHeader ref={rootRef} data-menu-open={menu.isOpen} {...menu.rootProps} {...rest}>
      <StyledInner>
        <StyledBrand as={Link} href={brandHref}>
          <BrandMark />
          <strong>价迹</strong> <span>PriceTrail</span>
        </StyledBrand>
        <StyledMenuButton
          ref={triggerRef}
          type="button"
          aria-label="导航菜单"
          aria-expanded={menu.isOpen}
          aria-controls={navId}
          onClick={menu.toggle}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d={menu.isOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </StyledMenuButton>
        <StyledNav ref={panelRef} id={navId} aria-label="主导航" onClick={handleNavClick}>
          <ul>
            {items.map((item) => (
              <li key={item.href}>
                <StyledNavLink
                  as={Link}
                  href={item.href}
                  aria-current={navCurrent(item.href, activePath)}
                >
                  {item.label}
                </StyledNavLink>
              </li>
            ))}
          </ul>
        </StyledNav>
        {search && <StyledSearch>{search}</StyledSearch>}
        {user && <StyledUser>{user}</StyledUser>}
      </StyledInner>
    </StyledHeader>
  );
}
