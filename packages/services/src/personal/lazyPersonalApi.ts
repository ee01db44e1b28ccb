import type { HttpClient } from '../http/HttpClient';
import { lazyClient } from '../lazy/lazyClient';
import type { PersonalApiClient } from './personalTypes';

/**
 * The real personal-area API with its code fetched on the first call (the collection, 价保 and
 * credit pages, a 收藏 click), so no page's entry carries it.
 */
export function lazyPersonalApi(http: HttpClient): PersonalApiClient {
  return lazyClient(() =>
    import('./PersonalApi').then(({ PersonalApi }): PersonalApiClient => new PersonalApi(http)),
  );
}
