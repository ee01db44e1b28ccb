import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from '../Link';
import { StoreBadge } from '../PriceTag';
import {
  StyledBreadcrumbs,
  StyledHeader,
  StyledHeading,
  StyledInner,
  StyledSearch,
  StyledTitle,
} from './HistoryPriceHeader.styles';

/** One step of the breadcrumb trail; the last one is the page itself. */
export interface Breadcrumb {
  /** Its label. */
  label: string;
  /** Where it leads; the current page has none. */
  href?: string;
}

/** Props of {@link HistoryPriceHeader}. */
export interface HistoryPriceHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Product title as the store lists it; the page's h1. */
  title: string;
  /** Store id (JD 3, Tmall 83, ...) for the store badge. */
  siteId?: number;
  /** The trail above the title, e.g. 首页 › 历史价格 › 华为 Mate 60. */
  breadcrumbs?: readonly Breadcrumb[];
  /** A compact search box to query another link, usually `<SearchBox size="compact" />`. */
  search?: ReactNode;
}

/** The price-history page header ('historypriceheader' layout): trail, product title, store, search. */
export function HistoryPriceHeader({
  title,
  siteId,
  breadcrumbs = [],
  search,
  ...rest
}: HistoryPriceHeaderProps) {
  return (
    <StyledHeader {...rest}>
      <StyledInner>
        {breadcrumbs.length > 0 && (
          <StyledBreadcrumbs aria-label="面包屑">
            <ol>
              {breadcrumbs.map((crumb, index) => {
                const isLast = index === breadcrumbs.length - 1;
                return (
                  <li key={`${index}-${crumb.label}`}>
                    {crumb.href && !isLast ? (
                      <Link href={crumb.href}>{crumb.label}</Link>
                    ) : (
                      <span aria-current={isLast ? 'page' : undefined}>{crumb.label}</span>
                    )}
                  </li>
                );
              })}
            </ol>
          </StyledBreadcrumbs>
        )}
        <StyledHeading>
          <StyledTitle>
            {siteId !== undefined && <StoreBadge siteId={siteId} />}
            <h1>{title}</h1>
          </StyledTitle>
          {search && <StyledSearch>{search}</StyledSearch>}
        </StyledHeading>
      </StyledInner>
    </StyledHeader>
  );
}
