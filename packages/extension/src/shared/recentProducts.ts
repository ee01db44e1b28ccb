import { STORAGE_KEYS, type KeyValueArea } from '../background/settings';

/** How many products the popup lists. */
export const RECENT_MAX = 20;

/** A product the shopper viewed on a store page that our server tracks. */
export interface RecentProduct {
  /** The product's dp id. */
  readonly dpId: string;
  /** Its title as the store page shows it. */
  readonly title: string;
  /** Its store (core's site id). */
  readonly siteId: number;
  /** The price the page showed (its 到手价, else its 页面价), in fen. */
  readonly price: number;
  /** The product's history page on our site. */
  readonly historyUrl: string;
  /** When it was viewed (epoch ms). */
  readonly viewedAt: number;
}

const isRecentProduct = (value: unknown): value is RecentProduct => {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.dpId === 'string' &&
    typeof item.title === 'string' &&
    typeof item.siteId === 'number' &&
    typeof item.price === 'number' &&
    typeof item.historyUrl === 'string' &&
    typeof item.viewedAt === 'number'
  );
};

/** The stored list, newest first; anything unreadable in it is left out. */
export function recentProductsOf(stored: unknown): RecentProduct[] {
  return Array.isArray(stored) ? stored.filter(isRecentProduct).slice(0, RECENT_MAX) : [];
}

/** The list with `viewed` first, its earlier visit dropped, at most {@link RECENT_MAX} long. */
export function withViewed(list: readonly RecentProduct[], viewed: RecentProduct): RecentProduct[] {
  return [viewed, ...list.filter((item) => item.dpId !== viewed.dpId)].slice(0, RECENT_MAX);
}

/** The products viewed lately, newest first. */
export async function readRecentProducts(storage: KeyValueArea): Promise<RecentProduct[]> {
  return recentProductsOf(await storage.get(STORAGE_KEYS.recentProducts));
}

/** Puts a viewed product at the top of the stored list. */
export async function recordRecentProduct(
  storage: KeyValueArea,
  viewed: RecentProduct,
): Promise<void> {
  const list = await readRecentProducts(storage);
  await storage.set(STORAGE_KEYS.recentProducts, withViewed(list, viewed));
}
