export { QrPanel } from './QrPanel';
export type { QrPanelProps } from './QrPanel';
export { QR_STATUS, qrView } from './qrStatus';
export type { QrStatus, QrView } from './qrStatus';
