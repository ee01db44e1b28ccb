/** The little of `chrome.storage.local` the worker uses; an in-memory map in tests. */
export interface KeyValueArea {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
}

/** Where each setting and the worker's state live in chrome.storage.local. */
export const STORAGE_KEYS = {
  /** Our server's origin, e.g. `https://pricetrail.example.com` for a self-hosted one. */
  serverOrigin: 'serverOrigin',
  /** Whether prices seen are contributed (on unless the shopper turned it off). */
  contributing: 'contributing',
  /** The contribution queue (background/contributionQueue.ts). */
  contributions: 'contributions',
} as const;

const FALLBACK_ORIGIN = 'http://localhost:8080';

/** The origin of an http(s) address, or null. */
export function originOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The server origin the build was made for (`EXTENSION_SERVER_ORIGIN`). */
export const DEFAULT_SERVER_ORIGIN =
  originOf(import.meta.env.EXTENSION_SERVER_ORIGIN) ?? FALLBACK_ORIGIN;

/** The server origin: the one the shopper stored, else the build's. */
export async function serverOrigin(storage: KeyValueArea): Promise<string> {
  return originOf(await storage.get(STORAGE_KEYS.serverOrigin)) ?? DEFAULT_SERVER_ORIGIN;
}

/** Whether contributing is on: only an explicit `false` turns it off. */
export async function isContributing(storage: KeyValueArea): Promise<boolean> {
  return (await storage.get(STORAGE_KEYS.contributing)) !== false;
}
