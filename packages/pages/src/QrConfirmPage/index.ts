export { QrConfirmPage } from './QrConfirmPage';
