export { AiRatePage } from './AiRatePage';
export type { AiRatePageProps } from './AiRatePage';
export { AiComparePage } from './AiComparePage';
export type { AiComparePageProps } from './AiComparePage';
