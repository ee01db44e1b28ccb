import { AppCommentPage } from '@pricetrail/pages';

/** `/app/comment`. */
export function AppCommentRoute() {
  return <AppCommentPage />;
}
