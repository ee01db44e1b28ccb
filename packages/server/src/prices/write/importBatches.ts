import type { ImportRow } from './importReader.js';

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

/** One import's steps: what a read line becomes (or why not), and how a batch is written. */
export interface BatchSteps<T> {
  /** Lines per batch: one transaction each. */
  batchSize: number;
  /** A line read from the file as its batch takes it, or a Chinese reason to skip it. */
  take: (line: number, record: Record<string, unknown>) => T | string;
  /** Writes a batch in one transaction; answers the rows written, reporting bad lines itself. */
  write: (batch: T[], onBadLine: NonNullable<ImportHooks['onBadLine']>) => Promise<number>;
}

/**
 * Reads an import's lines in batches of one transaction each: a line that cannot be read or
 * taken is reported by its number and skipped, a batch lands whole or not at all, and a batch
 * reported through `onBatch` survives a crash.
 */
export async function importInBatches<T>(
  rows: AsyncIterable<ImportRow> | Iterable<ImportRow>,
  steps: BatchSteps<T>,
  hooks: ImportHooks,
): Promise<ImportResult> {
  const result: ImportResult = { batches: 0, rows: 0, badLines: 0 };
  const onBadLine = (bad: { line: number; msg: string }) => {
    result.badLines++;
    hooks.onBadLine?.(bad);
  };
  let pending: T[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    const written = await steps.write(pending, onBadLine);
    pending = [];
    result.batches++;
    result.rows += written;
    hooks.onBatch?.({ index: result.batches, rows: written, totalRows: result.rows });
  };
  for await (const row of rows) {
    const taken =
      row.error || !row.record ? (row.error ?? '无法读取') : steps.take(row.line, row.record);
    if (typeof taken === 'string') onBadLine({ line: row.line, msg: taken });
    else pending.push(taken);
    if (pending.length >= steps.batchSize) await flush();
  }
  await flush();
  return result;
}
