import { CollectionPage, CreditPage, NoticePage, ProtectPage } from '@pricetrail/pages';

/** `/mine/collection`. */
export function CollectionRoute() {
  return <CollectionPage />;
}

/** `/mine/price_protect`. */
export function ProtectRoute() {
  return <ProtectPage />;
}

/** `/mine/credit`. */
export function CreditRoute() {
  return <CreditPage />;
}

/** `/mine/notice`. */
export function NoticeRoute() {
  return <NoticePage />;
}
