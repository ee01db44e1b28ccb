export { CreditSummary } from './CreditSummary';
export type { CreditSummaryProps } from './CreditSummary';
