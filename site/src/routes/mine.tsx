import { CollectionPage, CreditPage, ProtectPage } from '@pricetrail/pages';

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
