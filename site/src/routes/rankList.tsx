import { RankListPage } from '@pricetrail/pages';

/** `/rank_list`. */
export function RankListRoute() {
  return <RankListPage />;
}
