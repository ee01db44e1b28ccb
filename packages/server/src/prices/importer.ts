import type { Db } from '../db/schema.js';
import { ensureProduct } from './catalog.js';
import { confirmedByTrusted } from './confirm.js';
import { checkObservation, type RawObservation, type ValidObservation } from './observe.js';
import { applyObservations, type PriceObservation } from './points.js';
import type { ImportRow } from './importReader.js';

/** Rows per transaction unless told otherwise. */
export const DEFAULT_BATCH = 1000;

/** Progress callbacks of an import. */
export interface ImportHooks {
  /** A batch is committed: it survives a crash from now on. */
  onBatch?: (batch: { index: number; rows: number; totalRows: number }) => void;
  /** A line could not be imported (it is skipped, the rest of its batch still lands). */
  onBadLine?: (bad: { line: number; msg: string }) => void;
}

/** Totals of a finished import. */
export interface ImportResult {
  batches: number;
  rows: number;
  badLines: number;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' && value.length <= 500 ? value : undefined;
}

async function writeBatch(
  db: Db,
  rows: { line: number; record: Record<string, unknown> }[],
  now: number,
  hooks: ImportHooks,
): Promise<number> {
  let written = 0;
  const checkedRows: {
    line: number;
    record: Record<string, unknown>;
    checked: ValidObservation;
  }[] = [];
  for (const { line, record } of rows) {
    const checked = checkObservation(record as RawObservation, now);
    if (typeof checked === 'string') hooks.onBadLine?.({ line, msg: checked });
    else checkedRows.push({ line, record, checked });
  }
  await db.kysely.transaction().execute(async (trx) => {
    const ids = new Map<string, number>();
    const dpIds = [...new Set(checkedRows.map((r) => r.checked.dpId))];
    for (let i = 0; i < dpIds.length; i += 500) {
      const known = await trx
        .selectFrom('products')
        .select(['id', 'dp_id'])
        .where('dp_id', 'in', dpIds.slice(i, i + 500))
        .execute();
      for (const row of known) ids.set(row.dp_id, row.id);
    }
    const observations: PriceObservation[] = [];
    for (const { line, record, checked } of checkedRows) {
      let id = ids.get(checked.dpId);
      if (id === undefined) {
        const title = checked.title;
        if (title) {
          id = await ensureProduct(
            trx,
            db.dialect,
            {
              ...checked,
              title,
              canonicalUrl: checked.canonicalUrl ?? text(record.url) ?? '',
              brand: text(record.brand) ?? '',
              categorySlug: null,
              imageUrl: text(record.imageUrl) ?? '',
              clusterKey: text(record.clusterKey) ?? null,
              source: 'import',
            },
            now,
          );
        } else {
          hooks.onBadLine?.({ line, msg: '未收录的商品需要提供标题（title）' });
          continue;
        }
        ids.set(checked.dpId, id);
      }
      observations.push({ ...checked, productId: id, ts: checked.observedAt });
      written++;
    }
    const confirmed = await confirmedByTrusted(trx, observations);
    await applyObservations(trx, [...confirmed, ...observations], 'import', now);
  });
  return written;
}

/**
 * Imports rows in batches, one transaction each: a batch lands whole or not at all, and a
 * batch reported through `onBatch` survives a crash. Import is a trusted source.
 */
export async function importRows(
  db: Db,
  rows: AsyncIterable<ImportRow>,
  options: { batchSize?: number; now: number } & ImportHooks,
): Promise<ImportResult> {
  const { batchSize = DEFAULT_BATCH, now } = options;
  const result: ImportResult = { batches: 0, rows: 0, badLines: 0 };
  const hooks: ImportHooks = {
    ...options,
    onBadLine: (bad) => {
      result.badLines++;
      options.onBadLine?.(bad);
    },
  };
  let pending: { line: number; record: Record<string, unknown> }[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    const written = await writeBatch(db, pending, now, hooks);
    pending = [];
    result.batches++;
    result.rows += written;
    options.onBatch?.({ index: result.batches, rows: written, totalRows: result.rows });
  };
  for await (const row of rows) {
    if (row.error || !row.record) {
      hooks.onBadLine?.({ line: row.line, msg: row.error ?? '无法读取' });
      continue;
    }
    pending.push({ line: row.line, record: row.record });
    if (pending.length >= batchSize) await flush();
  }
  await flush();
  return result;
}
