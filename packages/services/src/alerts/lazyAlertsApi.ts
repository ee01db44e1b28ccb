import type { HttpClient } from '../http/HttpClient';
import { lazyClient } from '../lazy/lazyClient';
import type { AlertsApiClient } from './alertTypes';

/**
 * The real alerts API with its code fetched on the first call (the header's bell, the notice
 * page), so no page's entry carries it.
 */
export function lazyAlertsApi(http: HttpClient): AlertsApiClient {
  return lazyClient(() =>
    import('./AlertsApi').then(({ AlertsApi }): AlertsApiClient => new AlertsApi(http)),
  );
}
