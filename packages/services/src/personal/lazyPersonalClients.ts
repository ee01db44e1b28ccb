import type { AlertsApiClient } from '../alerts/alertTypes';
import type { HttpClient } from '../http/HttpClient';
import { lazyClient } from '../lazy/lazyClient';
import type { PersonalApiClient } from './personalTypes';

/**
 * The personal area's API clients (watch list, 价保, credits; notices and alert settings) with
 * their code fetched on the first call of either (collection pages, a 收藏 click, the header's
 * bell), so no page's entry carries it.
 */
export function lazyPersonalClients(http: HttpClient): {
  readonly personal: PersonalApiClient;
  readonly alerts: AlertsApiClient;
} {
  const load = () => import('./clients');
  return {
    personal: lazyClient(() => load().then(({ PersonalApi }) => new PersonalApi(http))),
    alerts: lazyClient(() => load().then(({ AlertsApi }) => new AlertsApi(http))),
  };
}
