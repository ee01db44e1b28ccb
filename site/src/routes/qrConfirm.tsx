import { QrConfirmPage } from '@pricetrail/pages';

/** `/m/qr_confirm?tid=`: the phone's side of QR sign-in. */
export function QrConfirmRoute() {
  return <QrConfirmPage />;
}
