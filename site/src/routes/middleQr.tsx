import { MiddleQrPage } from '@pricetrail/pages';

/** `/product/middle_qr`. */
export function MiddleQrRoute() {
  return <MiddleQrPage />;
}
