/** A view store's key: the product, list or subject it shows. */
export type ViewKey = string | number;

/**
 * One kind of view store the root `R` builds: its name, how to build one, how many it keeps. A kind
 * the root keeps is keyed by a {@link ViewKey}; a fresh one may be built from any value (a subject).
 */
export interface ViewKind<S, K = string, R = unknown> {
  /** Tells kinds apart in the root (unique). */
  readonly name: string;
  /** Builds the store for a key from the root's API clients. */
  readonly build: (root: R, key: K) => S;
  /** How many keys' stores the root keeps at once, the latest used first (1 by default). */
  readonly keep: number;
}

/** Declares a kind of view store; see {@link ViewStores}. */
export function viewKind<S, K = string, R = unknown>(
  name: string,
  build: (root: R, key: K) => S,
  keep = 1,
): ViewKind<S, K, R> {
  return { name, build, keep };
}

/**
 * The view stores of one root (one per page request on the server, one per page load in the
 * browser). A route's loader and the page it renders ask for the same kind and key and get the
 * same store, so the page shows what the loader loaded; pages never construct stores.
 */
export class ViewStores<R> {
  readonly #kinds = new Map<string, Map<ViewKey, unknown>>();

  constructor(private readonly root: R) {}

  /** The store of this kind for this key, built on first ask and kept while it is recent. */
  of<S, K extends ViewKey>(kind: ViewKind<S, K, R>, key: K): S {
    let stores = this.#kinds.get(kind.name);
    if (!stores) {
      stores = new Map();
      this.#kinds.set(kind.name, stores);
    }
    if (stores.has(key)) {
      const kept = stores.get(key) as S;
      // Most recently used last: re-insert it.
      stores.delete(key);
      stores.set(key, kept);
      return kept;
    }
    const built = kind.build(this.root, key);
    stores.set(key, built);
    while (stores.size > kind.keep) stores.delete(stores.keys().next().value as ViewKey);
    return built;
  }

  /** A new store of this kind, never shared: a flow that must start clean (a sign-in, a form). */
  fresh<S, K>(kind: ViewKind<S, K, R>, key: K): S {
    return kind.build(this.root, key);
  }
}
