import type { HttpClient } from '../http/HttpClient';
import { lazyClient } from '../lazy/lazyClient';
import type { IdentityApiClient } from './identityTypes';

/**
 * The real identity API with its code fetched on the first call, so the shell's entry does not
 * carry it: a visitor without a session cookie never calls it before a sign-in starts, and the
 * signed calls wait for the full HTTP client's chunk anyway.
 */
export function lazyIdentityApi(http: HttpClient): IdentityApiClient {
  return lazyClient(() =>
    import('./IdentityApi').then(({ IdentityApi }): IdentityApiClient => new IdentityApi(http)),
  );
}
