import type { Db } from '../../db/schema.js';
import { statement } from '../../db/statements.js';

/** Where a product's latest price came from, as the product page names it. */
export type LatestSource = 'extension' | 'tracker' | 'import' | 'demo';

/** How fresh a product's price is: when it was last checked, by whom, and whether it still sells. */
export type ProductFreshness = {
  /** The later of the tracker's last visit and the latest price point's last sighting (epoch s). */
  lastCheckedAt: number | null;
  /** The source of the latest price point; null while the product has no prices. */
  latestSource: LatestSource | null;
  /** The store's page said the item is off the shelf. */
  offShelf: boolean;
};

// `price_points.source` → the page's four names: every shopper-report path (a solo report, agreed
// reports, a contributor in good standing) is the extension's.
const SOURCES: Readonly<Record<string, LatestSource>> = {
  extension: 'extension',
  corroborated: 'extension',
  contributor: 'extension',
  tracker: 'tracker',
  import: 'import',
  demo: 'demo',
};

const productChecks = statement<{ last_checked_at: number | null; off_shelf_at: number | null }>(
  'select last_checked_at, off_shelf_at from products where id = ?',
);

// The newest run by its start: the primary key (product_id, ts) answers it with one index probe.
const latestPoint = statement<{ last_seen: number; source: string }>(
  'select last_seen, source from price_points where product_id = ? order by ts desc limit 1',
);

/** A product's freshness by its internal id. */
export async function productFreshness(db: Db, productId: number): Promise<ProductFreshness> {
  const [[checks], [point]] = await Promise.all([
    productChecks(db, [productId]),
    latestPoint(db, [productId]),
  ]);
  const checkedAt = checks?.last_checked_at ?? null;
  const seenAt = point?.last_seen ?? null;
  return {
    lastCheckedAt:
      checkedAt === null ? seenAt : seenAt === null ? checkedAt : Math.max(checkedAt, seenAt),
    latestSource: point ? (SOURCES[point.source] ?? null) : null,
    offShelf: checks?.off_shelf_at != null,
  };
}
