import { JdEnhancePage } from '@pricetrail/pages';

/** `/jd_enhance`. */
export function JdEnhanceRoute() {
  return <JdEnhancePage />;
}
