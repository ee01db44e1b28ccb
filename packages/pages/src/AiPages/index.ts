export { AiRatePage } from './AiRatePage';
export { AiComparePage } from './AiComparePage';
