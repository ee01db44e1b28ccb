import type { HTMLAttributes, ReactNode } from 'react';
import { EmptyState } from '../EmptyState';
import { WaysOn, type WayOnLink } from '../WaysOn';
import { StyledPath } from './NotFound.styles';

/** Why a page is missing: no route matched, or the route's validity check failed (behaviour.md §2). */
export type NotFoundReason = 'unknown' | 'invalid';

/** Props of {@link NotFound}. */
export interface NotFoundProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The address that was asked for, shown verbatim. */
  path: string;
  /** 'unknown' (default) for no matching route, 'invalid' for a failed validity check. */
  reason?: NotFoundReason;
  /** A search box to look for what the shopper came for, usually `<SearchBox />`. */
  search?: ReactNode;
  /** The ways on; 首页 and 历史价格 by default. */
  links?: readonly WayOnLink[];
}

const TITLE: Record<NotFoundReason, string> = {
  unknown: 'Page not found: ',
  invalid: 'Page Not Found: ',
};

const HELP: Record<NotFoundReason, string> = {
  unknown: '您访问的页面不存在，可能已被删除或地址输入有误。',
  invalid: '页面地址中的参数无效，请检查链接是否完整。',
};

/**
 * The 404 page body: the spec's exact English line with the path, a Chinese hint, a search and the
 * site's main doors, so the shopper is never left without a way on.
 */
export function NotFound({ path, reason = 'unknown', search, links, ...rest }: NotFoundProps) {
  return (
    <div data-reason={reason} {...rest}>
      <EmptyState
        icon="notFound"
        titleAs="h1"
        title={<StyledPath>{`${TITLE[reason]}${path}`}</StyledPath>}
        description={HELP[reason]}
      />
      <WaysOn search={search} links={links} />
    </div>
  );
}
