import { SITES, parseDpId, siteById, storePageUrl, type Site } from '@pricetrail/core';

/** A product page the tracker may fetch: its URL and the store whose hosts it must stay on. */
export interface StorePage {
  url: URL;
  site: Site;
}

/** The page to fetch for a dp id: core's store page, whose host the fetch must stay on. */
export function storePageFor(dpId: string, storedUrl?: string): StorePage | undefined {
  const url = storePageUrl(dpId, storedUrl);
  const site = siteById(parseDpId(dpId)?.siteId ?? 0);
  return url && site ? { url: new URL(url), site } : undefined;
}

/** True when `host` belongs to the store (its registry domains and their subdomains). */
export function isStoreHost(site: Site, host: string): boolean {
  const lower = host.toLowerCase();
  return site.hosts.some((domain) => lower === domain || lower.endsWith(`.${domain}`));
}

/** Every store key, for per-store budgets and health. */
export const STORE_KEYS: readonly string[] = SITES.map((site) => site.key);
