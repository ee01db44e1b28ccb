export { FooterBarcode } from './FooterBarcode';
export type { FooterBarcodeProps } from './FooterBarcode';
