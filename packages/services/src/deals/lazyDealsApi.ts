import type { HttpClient } from '../http/HttpClient';
import { lazyClient } from '../lazy/lazyClient';
import type { DealsApiClient } from './dealTypes';

/**
 * The real deals API with its code fetched on the first call, so the shell's entry does not carry
 * it: only the deals page asks, and its own chunk loads first anyway.
 */
export function lazyDealsApi(http: HttpClient): DealsApiClient {
  return lazyClient(() =>
    import('./DealsApi').then(({ DealsApi }): DealsApiClient => new DealsApi(http)),
  );
}
