import type { HttpClient } from '../http/HttpClient';
import { loadOnce } from '../lazy/loadOnce';
import type { IdentityApiClient } from './identityTypes';

/**
 * The real identity API with its code fetched on the first call, so the shell's entry does not
 * carry it: a visitor without a session cookie never calls it before a sign-in starts, and the
 * signed calls wait for the full HTTP client's chunk anyway. Every method of the client returns a
 * promise, so each is forwarded as "load, then call".
 */
export function lazyIdentityApi(http: HttpClient): IdentityApiClient {
  const load = loadOnce(() =>
    import('./IdentityApi').then(({ IdentityApi }): IdentityApiClient => new IdentityApi(http)),
  );
  return new Proxy({} as IdentityApiClient, {
    get: (_target, name) =>
      // Not a thenable: awaiting the client must not call `then` on the API.
      name === 'then'
        ? undefined
        : (...args: unknown[]) =>
            load().then((api) =>
              Reflect.apply(Reflect.get(api, name) as (...a: unknown[]) => unknown, api, args),
            ),
  });
}
