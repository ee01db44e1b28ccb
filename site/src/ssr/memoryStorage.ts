import type { KeyValueStorage } from '@pricetrail/services';

/** Storage that lives as long as one server render: the server has no browser storage to read. */
export function memoryStorage(): KeyValueStorage {
  const entries = new Map<string, string>();
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}
