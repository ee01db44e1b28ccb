import { loadOnce } from './loadOnce';

/** The members of `T` that answer at once (anything but a method returning a promise). */
export type ImmediateKeys<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? never : K;
}[keyof T];

/** What {@link lazyClient} needs beside the loader: the immediate members, when `T` has any. */
type ImmediateMembers<T> = [ImmediateKeys<T>] extends [never] ? [] : [Pick<T, ImmediateKeys<T>>];

/**
 * An API client whose code is fetched on its first call, so the shell's entry carries only this
 * proxy. Each method returning a promise is forwarded as "load, then call"; a member that answers
 * at once (an image address) cannot wait for the load, so the caller passes those, and the types
 * refuse a client whose immediate members are missing.
 */
export function lazyClient<T extends object>(
  load: () => Promise<T>,
  ...[immediate]: ImmediateMembers<T>
): T {
  const loaded = loadOnce(load);
  return new Proxy({} as T, {
    get: (_target, name) => {
      if (immediate && Object.hasOwn(immediate, name)) return Reflect.get(immediate, name);
      // Not a thenable: awaiting the client must not call `then` on the API.
      if (name === 'then') return undefined;
      return (...args: unknown[]) =>
        loaded().then((api) =>
          Reflect.apply(Reflect.get(api, name) as (...a: unknown[]) => unknown, api, args),
        );
    },
  });
}
