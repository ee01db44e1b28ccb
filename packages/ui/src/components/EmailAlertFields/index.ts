export { EmailAlertFields } from './EmailAlertFields';
export type { EmailAlertFieldsProps } from './EmailAlertFields';
