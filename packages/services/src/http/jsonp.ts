import { NetworkError } from './errors';
import type { JsonpOptions } from './HttpClient';
import { compactParams } from './compactParams';

/** Default JSONP timeout in milliseconds. */
export const JSONP_TIMEOUT_MS = 10_000;

/** What a JSONP call needs from the page; injected so tests and servers never touch globals. */
export interface JsonpEnvironment {
  /** The document the script tag goes into. */
  readonly document: Document;
  /** Schedules the timeout. */
  readonly setTimeout: (callback: () => void, ms: number) => unknown;
  /** Cancels the timeout. */
  readonly clearTimeout: (handle: unknown) => void;
}

/** Appends the query and the callback parameter to a URL. */
export function buildJsonpUrl(
  url: string,
  query: JsonpOptions['query'],
  callbackParam: string,
  callbackName: string,
): string {
  const search = new URLSearchParams({ ...compactParams(query), [callbackParam]: callbackName });
  return `${url}${url.includes('?') ? '&' : '?'}${search.toString()}`;
}

/** Makes a JSONP caller with its own callback-name sequence. */
export function createJsonp(environment: () => JsonpEnvironment) {
  const prefix = `__ptJsonp${Math.random().toString(36).slice(2, 8)}`;
  let sequence = 0;

  return function jsonp<T>(url: string, options: JsonpOptions = {}): Promise<T> {
    const { document, setTimeout, clearTimeout } = environment();
    const holder = document.defaultView as unknown as Record<string, unknown> | null;
    if (!holder) return Promise.reject(new NetworkError('JSONP needs a browser window'));
    sequence += 1;
    const name = `${prefix}_${sequence}`;
    const script = document.createElement('script');
    script.async = true;
    script.src = buildJsonpUrl(url, options.query, options.callbackParam ?? 'callback', name);

    return new Promise<T>((resolve, reject) => {
      const cleanup = (): void => {
        clearTimeout(timer);
        script.onerror = null;
        script.remove();
        // A late script may still call the callback after a timeout: keep a no-op there.
        holder[name] = () => undefined;
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new NetworkError('JSONP request timed out'));
      }, options.timeoutMs ?? JSONP_TIMEOUT_MS);
      holder[name] = (data: T) => {
        cleanup();
        Reflect.deleteProperty(holder, name);
        resolve(data);
      };
      script.onerror = () => {
        cleanup();
        reject(new NetworkError('JSONP request failed'));
      };
      (document.head ?? document.documentElement).appendChild(script);
    });
  };
}
