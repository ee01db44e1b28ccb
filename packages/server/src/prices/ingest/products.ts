import { selectIn } from '../../db/statements.js';
import type { DbHandle } from '../../db/schema.js';
import { ensureProducts, type ProductInput } from '../write/catalog.js';
import type { RawObservation, ValidObservation } from './check.js';
import type { Door } from './doors.js';

/** An item that passed the check, with its place in the batch. */
export interface CheckedItem {
  index: number;
  record: RawObservation;
  checked: ValidObservation;
}

/** The products of a batch's items: each item's product id or why it has none, and ids by dp id. */
export interface ResolvedProducts {
  /** For each item, in order: its product's id, or the refusal of an unknown product it cannot record. */
  perItem: (number | string)[];
  ids: Map<string, number>;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' && value.length <= 500 ? value : undefined;
}

/**
 * The listing an item records for a product seen the first time, or why it cannot: a report
 * from the extension needs a title and a store link, a trusted source a title (the rest of its
 * listing facts may be empty).
 */
function listingOf({ record, checked }: CheckedItem, door: Door): ProductInput | string {
  const { dpId, siteId, itemId, title } = checked;
  if (door.kind === 'extension') {
    if (!title || !checked.canonicalUrl) return '暂未收录该商品，请附上商品链接和标题';
    return { dpId, siteId, itemId, title, canonicalUrl: checked.canonicalUrl, source: 'extension' };
  }
  if (!title) return '未收录的商品需要提供标题（title）';
  return {
    dpId,
    siteId,
    itemId,
    title,
    canonicalUrl: checked.canonicalUrl ?? text(record.url) ?? '',
    brand: text(record.brand) ?? '',
    categorySlug: null,
    imageUrl: text(record.imageUrl) ?? '',
    clusterKey: text(record.clusterKey) ?? null,
    source: door.kind,
  };
}

/**
 * Finds the product of every item by dp id, and records each unknown product from the first item
 * that names it with a listing its door accepts (later items of that product then count as known;
 * earlier ones were refused). `ensureProducts` answers an id for every listing it records.
 */
export async function resolveProducts(
  trx: DbHandle,
  items: readonly CheckedItem[],
  door: Door,
): Promise<ResolvedProducts> {
  const ids = new Map<string, number>();
  const unknown = new Set<string>();
  const remembered = door.kind === 'extension' ? undefined : door.knownIds;
  for (const { checked } of items) {
    const id = remembered?.get(checked.dpId);
    if (id === undefined) unknown.add(checked.dpId);
    else ids.set(checked.dpId, id);
  }
  const known = await selectIn<{ id: number; dp_id: string }>(
    trx,
    'select id, dp_id from products where dp_id in (:ids)',
    [...unknown],
  );
  for (const row of known) ids.set(row.dp_id, row.id);
  const creating = new Map<string, ProductInput>();
  const refused = new Map<number, string>();
  for (const item of items) {
    const { dpId } = item.checked;
    if (ids.has(dpId) || creating.has(dpId)) continue;
    const listing = listingOf(item, door);
    if (typeof listing === 'string') refused.set(item.index, listing);
    else creating.set(dpId, listing);
  }
  const created = await ensureProducts(trx, [...creating.values()], door.now);
  for (const [dpId, id] of created) ids.set(dpId, id);
  const perItem = items.map(
    (item) => refused.get(item.index) ?? (ids.get(item.checked.dpId) as number),
  );
  return { perItem, ids };
}
