import type { HttpClient } from '../http/HttpClient';
import { lazyClient } from '../lazy/lazyClient';
import type { PromotionsApiClient } from './promotionTypes';

/**
 * The real promotions API with its code fetched on the first call, so the shell's entry does not
 * carry it: only the promotion pages ask, and their own chunk loads first anyway.
 */
export function lazyPromotionsApi(http: HttpClient): PromotionsApiClient {
  return lazyClient(() =>
    import('./PromotionsApi').then(
      ({ PromotionsApi }): PromotionsApiClient => new PromotionsApi(http),
    ),
  );
}
