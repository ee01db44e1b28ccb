import { SuggestionPage } from '@pricetrail/pages';

/** `/app/suggestion`. */
export function SuggestionRoute() {
  return <SuggestionPage />;
}
