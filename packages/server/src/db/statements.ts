import { CompiledQuery } from 'kysely';
import type { Dialect } from './schema.js';
import type { Executor } from '../prices/write/points.js';

/** A fixed SQL text run with fresh parameters: no query building or compiling per call. */
export type Statement<R> = (executor: Executor, parameters: readonly unknown[]) => Promise<R[]>;

/** Rewrites `?` placeholders as `$1, $2, …` for PostgreSQL (our SQL has no `?` in literals). */
export function forDialect(text: string, dialect: Dialect): string {
  if (dialect === 'sqlite') return text;
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
}

/** Prepares `text` (written with `?` placeholders) once per dialect; SQLite reuses the statement. */
export function statement<R>(text: string): (dialect: Dialect) => Statement<R> {
  const byDialect = new Map<Dialect, Statement<R>>();
  return (dialect) => {
    let run = byDialect.get(dialect);
    if (!run) {
      const base = CompiledQuery.raw(forDialect(text, dialect), []);
      run = async (executor, parameters) =>
        (await executor.executeQuery<R>({ ...base, parameters })).rows;
      byDialect.set(dialect, run);
    }
    return run;
  };
}

const dialects = new WeakMap<Executor, Dialect>();

/** Which engine an executor (database or transaction) talks to, found once per executor. */
export function dialectOf(executor: Executor): Dialect {
  let dialect = dialects.get(executor);
  if (!dialect) {
    const probe = executor.selectFrom('sites').select('id').where('id', '=', 0).compile();
    dialect = probe.sql.includes('$1') ? 'postgres' : 'sqlite';
    dialects.set(executor, dialect);
  }
  return dialect;
}

/**
 * Inserts rows (objects keyed by column name) with multi-row VALUES in fixed-size chunks, so full
 * chunks share one SQL text (one prepared statement on SQLite); `suffix` may add ON CONFLICT or
 * RETURNING, whose rows come back.
 */
export async function bulkInsert<R = never>(
  executor: Executor,
  table: string,
  columns: readonly string[],
  rows: readonly object[],
  suffix = '',
): Promise<R[]> {
  const out: R[] = [];
  const dialect = dialectOf(executor);
  const chunk = Math.max(1, Math.floor(8000 / columns.length));
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  for (let i = 0; i < rows.length; i += chunk) {
    const end = Math.min(rows.length, i + chunk);
    const text = `insert into ${table} (${columns.join(', ')}) values ${Array(end - i)
      .fill(tuple)
      .join(', ')} ${suffix}`;
    const parameters: unknown[] = [];
    for (let r = i; r < end; r++) {
      const row = rows[r] as Record<string, unknown>;
      for (const column of columns) parameters.push(row[column]);
    }
    const result = await executor.executeQuery<R>(
      CompiledQuery.raw(forDialect(text, dialect), parameters),
    );
    for (const row of result.rows) out.push(row);
  }
  return out;
}

// Ids per IN (...) list: far below both engines' parameter limits.
const IN_CHUNK = 500;

/**
 * Runs `text`, whose `(:ids)` stands for an IN list, once per chunk of `ids` (with `before`
 * bound ahead of them) and returns all rows; full chunks reuse one prepared statement.
 */
export async function selectIn<R>(
  executor: Executor,
  text: string,
  ids: readonly unknown[],
  before: readonly unknown[] = [],
): Promise<R[]> {
  const dialect = dialectOf(executor);
  const out: R[] = [];
  for (let i = 0; i < ids.length; i += IN_CHUNK) {
    const part = ids.slice(i, i + IN_CHUNK);
    const list = `(${Array(part.length).fill('?').join(', ')})`;
    const query = CompiledQuery.raw(forDialect(text.replace('(:ids)', list), dialect), [
      ...before,
      ...part,
    ]);
    for (const row of (await executor.executeQuery<R>(query)).rows) out.push(row);
  }
  return out;
}
