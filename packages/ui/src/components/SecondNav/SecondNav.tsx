import { useLayoutEffect, useRef, type HTMLAttributes } from 'react';
import { normalizePath } from '../HomeHeadNav/navCurrent';
import { Link } from '../Link';
import { StyledList, StyledSecondNav, StyledTab } from './SecondNav.styles';

/** One tab of a secondary navigation row. */
export interface SecondNavItem {
  /** Where it leads. */
  href: string;
  /** Its Chinese label. */
  label: string;
}

/** Props of {@link SecondNav}. */
export interface SecondNavProps extends HTMLAttributes<HTMLElement> {
  /** The tabs, in order. */
  items: readonly SecondNavItem[];
  /** The path shown now; the tab with exactly this path is marked current. */
  activePath?: string;
  /** Name of the navigation landmark, e.g. '商品分类'. */
  label: string;
  /** Space tabs with the spec's 50 px right margin (core `needsTabMargin(userAgent)`: old browsers without flex gap). */
  hasTabMargin?: boolean;
}

/** A row of tab-like links under the header ('secondnav' layout); scrolls sideways on phones. */
export function SecondNav({
  items,
  activePath,
  label,
  hasTabMargin = false,
  ...rest
}: SecondNavProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const current = activePath === undefined ? undefined : normalizePath(activePath);

  // Bring the current tab into view in a row that scrolls sideways, without scrolling the page.
  useLayoutEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !tab) return;
    list.scrollLeft = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
  }, [current]);

  return (
    <StyledSecondNav aria-label={label} data-tab-margin={hasTabMargin || undefined} {...rest}>
      <StyledList ref={listRef}>
        {items.map((item) => (
          <li key={item.href}>
            <StyledTab
              as={Link}
              href={item.href}
              aria-current={normalizePath(item.href) === current ? 'page' : undefined}
            >
              {item.label}
            </StyledTab>
          </li>
        ))}
      </StyledList>
    </StyledSecondNav>
  );
}
