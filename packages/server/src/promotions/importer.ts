import type { Db, DbHandle } from '../db/schema.js';
import { selectIn } from '../db/statements.js';
import { inTransaction } from '../db/transaction.js';
import {
  importInBatches,
  type ImportHooks,
  type ImportResult,
} from '../prices/write/importBatches.js';
import type { ImportRow } from '../prices/write/importReader.js';
import { checkPromotionLine, type CouponInput, type EventInput } from './check.js';
import { saveCoupon, saveEvent } from './write.js';

/** Lines per transaction unless told otherwise. */
export const DEFAULT_PROMOTION_BATCH = 500;

type Checked = { line: number; input: EventInput | CouponInput };

/** The products (id and store) of the dp ids the batch names that we know. */
async function knownProducts(trx: DbHandle, checked: readonly Checked[]) {
  const dpIds = new Set<string>();
  for (const { input } of checked) {
    if (input.type === 'event') for (const dpId of input.products) dpIds.add(dpId);
    else if (input.dpId) dpIds.add(input.dpId);
  }
  const rows = await selectIn<{ id: number; dp_id: string; site_id: number }>(
    trx,
    'select id, dp_id, site_id from products where dp_id in (:ids)',
    [...dpIds],
  );
  return new Map(rows.map((row) => [row.dp_id, row]));
}

async function knownCategories(trx: DbHandle, checked: readonly Checked[]) {
  const slugs = checked.flatMap(({ input }) =>
    input.type === 'coupon' && input.category ? [input.category] : [],
  );
  const rows = await selectIn<{ slug: string }>(
    trx,
    'select slug from categories where slug in (:ids)',
    [...new Set(slugs)],
  );
  return new Set(rows.map((row) => row.slug));
}

async function writeBatch(
  db: Db,
  checked: readonly Checked[],
  now: number,
  onBadLine: (bad: { line: number; msg: string }) => void,
): Promise<number> {
  let written = 0;
  const bad: { line: number; msg: string }[] = [];
  await inTransaction(db, async (trx) => {
    const products = await knownProducts(trx, checked);
    const categories = await knownCategories(trx, checked);
    for (const { line, input } of checked) {
      if (input.type === 'event') {
        const missing = input.products.find((dpId) => !products.has(dpId));
        if (missing) {
          bad.push({ line, msg: `未收录的商品：${missing}（请先导入它的价格）` });
          continue;
        }
        const foreign = input.products.find((dpId) => products.get(dpId)?.site_id !== input.siteId);
        if (foreign) {
          bad.push({ line, msg: `商品 ${foreign} 不属于该活动的商城` });
          continue;
        }
        const ids = input.products.map((dpId) => products.get(dpId)?.id ?? 0);
        await saveEvent(trx, input, ids, 'import', now);
      } else {
        const product = input.dpId ? products.get(input.dpId) : undefined;
        if (input.dpId && !product) {
          bad.push({ line, msg: `未收录的商品：${input.dpId}（请先导入它的价格）` });
          continue;
        }
        if (product && product.site_id !== input.siteId) {
          bad.push({ line, msg: `商品 ${input.dpId} 不属于该券的商城` });
          continue;
        }
        if (input.category && !categories.has(input.category)) {
          bad.push({ line, msg: `未知的分类：${input.category}` });
          continue;
        }
        await saveCoupon(trx, input, product?.id ?? null, 'import', now);
      }
      written++;
    }
  });
  // Reported once the batch is in: a rolled-back batch reports its failure instead.
  for (const line of bad) onBadLine(line);
  return written;
}

/**
 * Imports promotion lines (events and coupons) in batches, one transaction each, as the price
 * import does: a bad line is reported by its number with a Chinese reason and skipped, the rest
 * of its batch lands, and a batch reported through `onBatch` survives a crash.
 */
export async function importPromotionRows(
  db: Db,
  rows: AsyncIterable<ImportRow> | Iterable<ImportRow>,
  options: { batchSize?: number; now: number } & ImportHooks,
): Promise<ImportResult> {
  const { batchSize = DEFAULT_PROMOTION_BATCH, now } = options;
  return importInBatches(
    rows,
    {
      batchSize,
      take: (line, record): Checked | string => {
        const input = checkPromotionLine(record);
        return typeof input === 'string' ? input : { line, input };
      },
      write: (batch, onBadLine) => writeBatch(db, batch, now, onBadLine),
    },
    options,
  );
}
