export { ProtectPage } from './ProtectPage';
export type { ProtectPageProps } from './ProtectPage';
