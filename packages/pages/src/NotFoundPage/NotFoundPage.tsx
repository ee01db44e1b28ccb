import { NotFound, type NotFoundReason } from '@pricetrail/ui';
import { useLocation } from 'react-router-dom';
import { LookupSearch } from '../common/LookupSearch';
import { PageMeta } from '../common/PageMeta';

/** Props of {@link NotFoundPage}. */
export interface NotFoundPageProps {
  /** 'unknown' for no route, 'invalid' for a failed parameter check. */
  reason?: NotFoundReason;
}

/**
 * The 404 page: 'Page not found: {path}' or 'Page Not Found: {path}' (behaviour.md §2, §8), a
 * Chinese hint, the 查历史价 box and links to 首页 and 历史价格.
 */
export function NotFoundPage({ reason = 'unknown' }: NotFoundPageProps) {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta title="页面不存在" description={`${pathname} 不存在`} isNoIndex />
      <NotFound path={pathname} reason={reason} search={<LookupSearch />} />
    </>
  );
}
