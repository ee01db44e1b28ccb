export { PushAlertFields } from './PushAlertFields';
export type { PushAlertFieldsProps, PushAvailability } from './PushAlertFields';
