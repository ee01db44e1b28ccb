import { parseDpId } from '../sites/dpId.js';
import { siteById } from '../sites/registry.js';
import { parseProductUrl } from './parseProductUrl.js';

// Stores whose product page follows from the item id alone.
const PAGE_BY_SITE: ReadonlyMap<number, (itemId: string) => string> = new Map([
  [3, (id: string) => `https://item.jd.com/${id}.html`],
  [83, (id: string) => `https://detail.tmall.com/item.htm?id=${id}`],
  [123, (id: string) => `https://item.taobao.com/item.htm?id=${id}`],
  [353, (id: string) => `https://mobile.yangkeduo.com/goods.html?goods_id=${id}`],
  [2, (id: string) => `https://www.amazon.cn/dp/${id}`],
]);

/**
 * The store's own product page for a dp id, built from the store registry. Stores whose page path
 * holds more than the item id (Suning's shop, Vipshop's brand) use the stored canonical URL, but
 * only once it parses back to the same dp id and is rebuilt, so its host always comes from the
 * registry and never from what someone pasted.
 */
export function storePageUrl(dpId: string, storedUrl?: string): string | undefined {
  const parts = parseDpId(dpId);
  if (!parts || !siteById(parts.siteId)) return undefined;
  const template = PAGE_BY_SITE.get(parts.siteId);
  if (template) return template(parts.itemId);
  if (!storedUrl) return undefined;
  const parsed = parseProductUrl(storedUrl);
  if ('error' in parsed || parsed.dpId !== dpId) return undefined;
  return parsed.canonicalUrl;
}
