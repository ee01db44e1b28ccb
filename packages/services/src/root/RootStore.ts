import { ErrorStore } from '../errors/ErrorStore';
import type { HttpClient } from '../http/HttpClient';
import { navigateTo } from '../navigation/navigateTo';
import type { NavigateOptions, Navigator } from '../navigation/Navigator';

/** Key-value storage with the `localStorage` shape; fakes use a Map. */
export interface KeyValueStorage {
  /** Reads a value, `null` when missing. */
  getItem(key: string): string | null;
  /** Writes a value. */
  setItem(key: string, value: string): void;
  /** Deletes a value. */
  removeItem(key: string): void;
}

/** Everything the stores need from the outside world. */
export interface RootStoreDependencies {
  /** The HTTP client (the real `Http` or a fake). */
  readonly http: HttpClient;
  /** Browser storage (local storage in the app, a Map-backed fake in tests). */
  readonly storage: KeyValueStorage;
  /** Clock in epoch milliseconds. */
  readonly now: () => number;
  /** How the page moves. */
  readonly navigate: Navigator;
  /** The site's origin, for the same-origin check; relative paths only when unknown. */
  readonly origin?: string;
}

/** Holds every store; build it with `createRootStore`. */
export class RootStore {
  /** The HTTP client every API class uses. */
  readonly http: HttpClient;
  /** Browser storage. */
  readonly storage: KeyValueStorage;
  /** Clock in epoch milliseconds. */
  readonly now: () => number;
  /** The global error. */
  readonly errors: ErrorStore;

  private readonly navigator: Navigator;
  private readonly origin: string | undefined;

  constructor(dependencies: RootStoreDependencies) {
    this.http = dependencies.http;
    this.storage = dependencies.storage;
    this.now = dependencies.now;
    this.navigator = dependencies.navigate;
    this.origin = dependencies.origin;
    this.errors = new ErrorStore(this);
  }

  /** Guarded navigation; throws the spec's errors for rejected URLs. */
  readonly navigateTo = (url: string, options: NavigateOptions = {}): void => {
    navigateTo(this.navigator, url, { ...options, origin: this.origin });
  };
}

/** Builds a fresh root store; call it once per app, story or test. */
export function createRootStore(dependencies: RootStoreDependencies): RootStore {
  return new RootStore(dependencies);
}
