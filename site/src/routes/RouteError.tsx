import { NotFoundPage, PageMeta } from '@pricetrail/pages';
import { EmptyState } from '@pricetrail/ui';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { INVALID_ROUTE } from './validate';

/** Shows route errors: the two 404 texts, or a Chinese error line. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage reason={error.statusText === INVALID_ROUTE ? 'invalid' : 'unknown'} />;
  }
  return (
    <>
      <PageMeta title="页面出错了" description="请刷新页面重试。" isNoIndex />
      <EmptyState
        titleAs="h1"
        title="页面出错了"
        description="请刷新页面重试。"
        actionLabel="返回首页"
        actionHref="/home"
      />
    </>
  );
}
