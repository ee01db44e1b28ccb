/** The little of `chrome.storage.local` the extension uses; an in-memory map in tests and stories. */
export interface KeyValueArea {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  /** Calls `listener` with the keys any context changed, until `signal` aborts. */
  onChanged(listener: (keys: readonly string[]) => void, signal: AbortSignal): void;
}

/** Where each setting and the extension's state live in chrome.storage.local. */
export const STORAGE_KEYS = {
  /** Our server's origin, e.g. `https://pricetrail.example.com` for a self-hosted one. */
  serverOrigin: 'serverOrigin',
  /** Whether prices seen are contributed (on unless the shopper turned it off). */
  contributing: 'contributing',
  /** Whether the mini bar shows on store pages (on unless turned off). */
  miniBar: 'miniBar',
  /** Where the mini bar sits: {@link MiniBarPosition}. */
  miniBarPosition: 'miniBarPosition',
  /** Whether the top bar shows on store pages (on unless turned off). */
  topBar: 'topBar',
  /** The contribution queue (background/contributionQueue.ts). */
  contributions: 'contributions',
  /** The products viewed lately (shared/recentProducts.ts). */
  recentProducts: 'recentProducts',
} as const;

/** Where the mini bar sits: right after the store's price block, or fixed in the page's bottom-right corner. */
export type MiniBarPosition = 'below-price' | 'floating';

/** Every mini bar position, in the order the options page offers them. */
export const MINI_BAR_POSITIONS: readonly MiniBarPosition[] = ['below-price', 'floating'];

/** The shopper's settings, as the popup, the options page and the content scripts read them. */
export interface ExtensionSettings {
  /** Our server's origin (no path). */
  readonly serverOrigin: string;
  /** Prices seen are contributed. */
  readonly isContributing: boolean;
  /** The mini bar shows on store pages. */
  readonly hasMiniBar: boolean;
  /** Where the mini bar sits. */
  readonly miniBarPosition: MiniBarPosition;
  /** The top bar shows on store pages. */
  readonly hasTopBar: boolean;
}

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

const isPosition = (value: unknown): value is MiniBarPosition =>
  MINI_BAR_POSITIONS.some((position) => position === value);

/** Every setting, each falling back to its default when unset or unreadable. */
export async function readSettings(storage: KeyValueArea): Promise<ExtensionSettings> {
  const [origin, contributing, miniBar, position, topBar] = await Promise.all([
    serverOrigin(storage),
    isContributing(storage),
    storage.get(STORAGE_KEYS.miniBar),
    storage.get(STORAGE_KEYS.miniBarPosition),
    storage.get(STORAGE_KEYS.topBar),
  ]);
  return {
    serverOrigin: origin,
    isContributing: contributing,
    hasMiniBar: miniBar !== false,
    miniBarPosition: isPosition(position) ? position : 'below-price',
    hasTopBar: topBar !== false,
  };
}

/** The storage key of each setting. */
const KEY_OF: Readonly<Record<keyof ExtensionSettings, string>> = {
  serverOrigin: STORAGE_KEYS.serverOrigin,
  isContributing: STORAGE_KEYS.contributing,
  hasMiniBar: STORAGE_KEYS.miniBar,
  miniBarPosition: STORAGE_KEYS.miniBarPosition,
  hasTopBar: STORAGE_KEYS.topBar,
};

/** Stores the given settings; a server address is stored as its origin. Throws on one that is not http(s). */
export async function writeSettings(
  storage: KeyValueArea,
  changes: Partial<ExtensionSettings>,
): Promise<void> {
  if (changes.serverOrigin !== undefined && originOf(changes.serverOrigin) === null) {
    throw new RangeError(`not an http(s) origin: ${changes.serverOrigin}`);
  }
  for (const [name, value] of Object.entries(changes) as [keyof ExtensionSettings, unknown][]) {
    if (value === undefined) continue;
    await storage.set(KEY_OF[name], name === 'serverOrigin' ? originOf(value) : value);
  }
}
