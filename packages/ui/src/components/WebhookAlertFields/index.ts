export { WebhookAlertFields } from './WebhookAlertFields';
export type { WebhookAlertFieldsProps, WebhookPresetChoice } from './WebhookAlertFields';
