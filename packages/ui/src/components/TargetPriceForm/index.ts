export { TargetPriceForm } from './TargetPriceForm';
export type {
  TargetPriceFormField,
  TargetPriceFormProps,
  TargetPriceFormValues,
} from './TargetPriceForm';
export { ALERT_CONDITIONS } from './alertConditions';
export type { AlertCondition } from './alertConditions';
