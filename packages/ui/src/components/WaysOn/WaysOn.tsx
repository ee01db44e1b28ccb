import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from '../Link';
import { StyledLinks, StyledSearch, StyledWaysOn } from './WaysOn.styles';

/** One way on from a page that is not there. */
export interface WayOnLink {
  /** Where it leads. */
  href: string;
  /** Its Chinese label. */
  label: string;
}

/** The site's two main doors: the home page and the history-price lookup. */
export const DEFAULT_WAYS_ON: readonly WayOnLink[] = [
  { href: '/home', label: '首页' },
  { href: '/trend', label: '历史价格' },
];

/** Props of {@link WaysOn}. */
export interface WaysOnProps extends HTMLAttributes<HTMLDivElement> {
  /** A search box to look for what the shopper came for, usually `<SearchBox />`. */
  search?: ReactNode;
  /** The links, the first one stressed; defaults to 首页 and 历史价格. */
  links?: readonly WayOnLink[];
}

/** Where a shopper can go from a missing page: a search and the site's main doors. */
export function WaysOn({ search, links = DEFAULT_WAYS_ON, ...rest }: WaysOnProps) {
  return (
    <StyledWaysOn {...rest}>
      {search ? <StyledSearch>{search}</StyledSearch> : null}
      <StyledLinks aria-label="去别处看看">
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </StyledLinks>
    </StyledWaysOn>
  );
}
