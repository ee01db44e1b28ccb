export { MiddleQrPage } from './MiddleQrPage';
