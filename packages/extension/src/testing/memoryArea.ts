import type { KeyValueArea } from '../background/settings';

/**
 * chrome.storage.local in memory: values go through JSON, as they do in the browser, and every
 * `set` is told to the change listeners. `reset()` puts back what it held at first (a story
 * rendered again starts where it started).
 */
export function memoryArea(initial: Record<string, unknown> = {}): KeyValueArea & {
  readonly values: Map<string, unknown>;
  reset(): void;
} {
  const values = new Map(Object.entries(initial));
  const listeners = new Set<(keys: readonly string[]) => void>();
  return {
    values,
    reset: () => {
      values.clear();
      for (const [key, value] of Object.entries(initial)) values.set(key, value);
    },
    get: (key) => Promise.resolve(values.has(key) ? structuredClone(values.get(key)) : undefined),
    set: (key, value) => {
      values.set(key, JSON.parse(JSON.stringify(value)) as unknown);
      for (const listener of listeners) listener([key]);
      return Promise.resolve();
    },
    onChanged: (listener, signal) => {
      listeners.add(listener);
      signal.addEventListener('abort', () => listeners.delete(listener), { once: true });
    },
  };
}
