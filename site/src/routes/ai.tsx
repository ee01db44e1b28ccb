import { AiComparePage, AiRatePage } from '@pricetrail/pages';

/** `/ext/ai_rate?dp=`. */
export function AiRateRoute() {
  return <AiRatePage />;
}

/** `/ext/ai_compare?dp=&dp=…`. */
export function AiCompareRoute() {
  return <AiComparePage />;
}
