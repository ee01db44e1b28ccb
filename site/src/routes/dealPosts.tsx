import { BaoliaoPage, DealPostPage } from '@pricetrail/pages';

/** `/zhi/detail/:id`. */
export function DealPostRoute() {
  return <DealPostPage />;
}

/** `/zhi/baoliao`. */
export function BaoliaoRoute() {
  return <BaoliaoPage />;
}
