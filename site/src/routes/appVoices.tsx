import { AppCommentPage, SuggestionPage } from '@pricetrail/pages';

/** `/app/comment`. */
export function AppCommentRoute() {
  return <AppCommentPage />;
}

/** `/app/suggestion`. */
export function SuggestionRoute() {
  return <SuggestionPage />;
}
