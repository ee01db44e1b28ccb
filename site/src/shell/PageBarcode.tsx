import { pageQrSrc } from '@pricetrail/core';
import { FooterBarcode } from '@pricetrail/ui';

/** Props of {@link PageBarcode}. */
export interface PageBarcodeProps {
  /** The page's path and query, which the code opens. */
  path: string;
}

/** The footerbarcode layout's block: the page's own QR code, to go on reading it on a phone. */
export function PageBarcode({ path }: PageBarcodeProps) {
  return <FooterBarcode qrSrc={pageQrSrc(path)} />;
}
