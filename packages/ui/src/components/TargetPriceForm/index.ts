export { TargetPriceForm } from './TargetPriceForm';
export type { TargetPriceFormProps, TargetPriceFormValues } from './TargetPriceForm';
