import { SITES, parseDpId, parseProductUrl, siteById, type Site } from '@pricetrail/core';

/** A product page the tracker may fetch: its URL and the store whose hosts it must stay on. */
export interface StorePage {
  url: URL;
  site: Site;
}

// Stores whose product page follows from the item id alone.
const PAGE_BY_SITE: ReadonlyMap<number, (itemId: string) => string> = new Map([
  [3, (id: string) => `https://item.jd.com/${id}.html`],
  [83, (id: string) => `https://detail.tmall.com/item.htm?id=${id}`],
  [123, (id: string) => `https://item.taobao.com/item.htm?id=${id}`],
  [353, (id: string) => `https://mobile.yangkeduo.com/goods.html?goods_id=${id}`],
  [2, (id: string) => `https://www.amazon.cn/dp/${id}`],
]);

/**
 * The page to fetch for a dp id, built from core's store rules. Stores whose page path holds more
 * than the item id (Suning's shop, Vipshop's brand) use the stored canonical URL, but only once
 * core has parsed it back to the same dp id and rebuilt it, so its host always comes from the
 * registry and never from what someone pasted.
 */
export function storePageFor(dpId: string, storedUrl?: string): StorePage | undefined {
  const parts = parseDpId(dpId);
  const site = parts && siteById(parts.siteId);
  if (!parts || !site) return undefined;
  const template = PAGE_BY_SITE.get(site.id);
  if (template) return { url: new URL(template(parts.itemId)), site };
  if (!storedUrl) return undefined;
  const parsed = parseProductUrl(storedUrl);
  if ('error' in parsed || parsed.dpId !== dpId) return undefined;
  return { url: new URL(parsed.canonicalUrl), site };
}

/** True when `host` belongs to the store (its registry domains and their subdomains). */
export function isStoreHost(site: Site, host: string): boolean {
  const lower = host.toLowerCase();
  return site.hosts.some((domain) => lower === domain || lower.endsWith(`.${domain}`));
}

/** Every store key, for per-store budgets and health. */
export const STORE_KEYS: readonly string[] = SITES.map((site) => site.key);
