import { CompiledQuery } from 'kysely';
import type { DbHandle, Dialect } from './schema.js';

/** A fixed SQL text run with fresh parameters: no query building or compiling per call. */
export type Statement<R> = (db: DbHandle, parameters: readonly unknown[]) => Promise<R[]>;

/** Rewrites `?` placeholders as `$1, $2, …` for PostgreSQL (our SQL has no `?` in literals). */
export function forDialect(text: string, dialect: Dialect): string {
  if (dialect === 'sqlite') return text;
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
}

// The PostgreSQL texts of every `statement()`, each with the name it is prepared under.
const preparedNames = new Map<string, string>();

/** The name PostgreSQL prepares a fixed `statement()` text under; undefined for any other SQL. */
export function preparedName(sql: string): string | undefined {
  return preparedNames.get(sql);
}

/**
 * Compiles `text` (written with `?` placeholders) once per dialect; SQLite reuses the statement,
 * and PostgreSQL runs it as a named prepared statement (see `db/connect.ts`).
 */
export function statement<R>(text: string): Statement<R> {
  const compiled = {
    sqlite: CompiledQuery.raw(forDialect(text, 'sqlite'), []),
    postgres: CompiledQuery.raw(forDialect(text, 'postgres'), []),
  };
  if (!preparedNames.has(compiled.postgres.sql)) {
    preparedNames.set(compiled.postgres.sql, `pricetrail_${preparedNames.size + 1}`);
  }
  return async (db, parameters) =>
    (await db.kysely.executeQuery<R>({ ...compiled[db.dialect], parameters })).rows;
}

/**
 * Inserts rows (objects keyed by column name) with multi-row VALUES in fixed-size chunks, so full
 * chunks share one SQL text (one prepared statement on SQLite); `suffix` may add ON CONFLICT or
 * RETURNING, whose rows come back.
 */
export async function bulkInsert<R = never>(
  db: DbHandle,
  table: string,
  columns: readonly string[],
  rows: readonly object[],
  suffix = '',
): Promise<R[]> {
  const out: R[] = [];
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
    const result = await db.kysely.executeQuery<R>(
      CompiledQuery.raw(forDialect(text, db.dialect), parameters),
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
  db: DbHandle,
  text: string,
  ids: readonly unknown[],
  before: readonly unknown[] = [],
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < ids.length; i += IN_CHUNK) {
    const part = ids.slice(i, i + IN_CHUNK);
    const list = `(${Array(part.length).fill('?').join(', ')})`;
    const query = CompiledQuery.raw(forDialect(text.replace('(:ids)', list), db.dialect), [
      ...before,
      ...part,
    ]);
    for (const row of (await db.kysely.executeQuery<R>(query)).rows) out.push(row);
  }
  return out;
}
