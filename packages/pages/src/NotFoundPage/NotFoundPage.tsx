import { NotFound, type NotFoundReason } from '@pricetrail/ui';
import { useLocation } from 'react-router-dom';
import { PageMeta } from '../common/PageMeta';

/** Props of {@link NotFoundPage}. */
export interface NotFoundPageProps {
  /** 'unknown' for no route, 'invalid' for a failed parameter check. */
  reason?: NotFoundReason;
}

/** The 404 page: 'Page not found: {path}' or 'Page Not Found: {path}' (behaviour.md §2, §8). */
export function NotFoundPage({ reason = 'unknown' }: NotFoundPageProps) {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta title="页面不存在" description={`${pathname} 不存在`} isNoIndex />
      <NotFound path={pathname} reason={reason} />
    </>
  );
}
