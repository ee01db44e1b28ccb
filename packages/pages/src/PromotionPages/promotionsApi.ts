import { PromotionsApi, type PromotionsApiClient, type RootStore } from '@pricetrail/services';

/** The promotions API handed to the root (stories, tests), else the real one over its HTTP client. */
export function promotionsApiOf(root: RootStore): PromotionsApiClient {
  return root.promotions ?? new PromotionsApi(root.http);
}
