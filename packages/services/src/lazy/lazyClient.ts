import { loadOnce } from './loadOnce';

/**
 * An API client whose code is fetched on its first call, so the shell's entry carries only this
 * proxy. Every method of the client must return a promise: each is forwarded as "load, then call".
 */
export function lazyClient<T extends object>(load: () => Promise<T>): T {
  const loaded = loadOnce(load);
  return new Proxy({} as T, {
    get: (_target, name) =>
      // Not a thenable: awaiting the client must not call `then` on the API.
      name === 'then'
        ? undefined
        : (...args: unknown[]) =>
            loaded().then((api) =>
              Reflect.apply(Reflect.get(api, name) as (...a: unknown[]) => unknown, api, args),
            ),
  });
}
