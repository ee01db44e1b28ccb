import type { KeyValueArea } from '../background/settings';

/** chrome.storage.local in memory: values go through JSON, as they do in the browser. */
export function memoryArea(initial: Record<string, unknown> = {}): KeyValueArea & {
  readonly values: Map<string, unknown>;
} {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: (key) => Promise.resolve(values.has(key) ? structuredClone(values.get(key)) : undefined),
    set: (key, value) => {
      values.set(key, JSON.parse(JSON.stringify(value)) as unknown);
      return Promise.resolve();
    },
  };
}
