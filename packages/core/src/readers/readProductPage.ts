import { matchStoreUrl } from '../links/parseProductUrl.js';
import { toDpId } from '../sites/dpId.js';
import { SITES, hostBelongsTo } from '../sites/registry.js';
import { explainMissingProduct, problem } from './helpers.js';
import { readAmazonPage } from './amazon.js';
import { readJdPage } from './jd.js';
import { readPinduoduoPage } from './pinduoduo.js';
import { readSuningPage } from './suning.js';
import { readTaobaoPage } from './taobao.js';
import { readTmallPage } from './tmall.js';
import { readVipshopPage } from './vipshop.js';
import type { PageInput, PageReading, StoreReader } from './types.js';

const READERS: ReadonlyMap<number, StoreReader> = new Map<number, StoreReader>([
  [3, readJdPage],
  [83, readTmallPage],
  [123, readTaobaoPage],
  [353, readPinduoduoPage],
  [25, readSuningPage],
  [129, readVipshopPage],
  [2, readAmazonPage],
]);

function parseUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** True when the host belongs to a store we have a reader for (its login or error pages too). */
function isReadStoreHost(host: string): boolean {
  return SITES.some(
    (site) => READERS.has(site.id) && site.hosts.some((domain) => hostBelongsTo(host, domain)),
  );
}

/**
 * Reads one product page with its store's reader, chosen from the URL by core's store registry.
 * A store page that names no product (a login or captcha redirect) is explained, never read.
 */
export function readProductPage(input: PageInput): PageReading {
  const url = parseUrl(input.url);
  if (!url) return problem('unsupported_store');
  const found = matchStoreUrl(url);
  const reader = found && READERS.get(found.siteId);
  if (found && reader) {
    const { siteId, itemId } = found;
    return reader(input, { siteId, itemId, dpId: toDpId(itemId, siteId) });
  }
  if (isReadStoreHost(url.hostname.toLowerCase())) {
    return explainMissingProduct(input.document, input.scripts);
  }
  return problem('unsupported_store');
}
