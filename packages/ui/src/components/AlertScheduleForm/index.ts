export { AlertScheduleForm } from './AlertScheduleForm';
export type {
  AlertScheduleFormField,
  AlertScheduleFormProps,
  AlertScheduleValues,
} from './AlertScheduleForm';
