export { AccountSettingsPage } from './AccountSettingsPage';
export type { AccountSettingsPageProps } from './AccountSettingsPage';
