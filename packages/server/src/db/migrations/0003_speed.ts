import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../schema.js';

// The search tokens and full-text keys exactly as they were when this migration was written.
// They are copied, not imported: a later change to the live tokenizer must not change what
// this step does to an old database (a new tokenizer brings a migration of its own).

const HAN_RUN = /\p{Script=Han}+/gu;
const ID_SPAN = 2 ** 32;
const MAX_KEYED_SALES = 2 ** 21 - 1;
// Rows per read and per multi-row write while rebuilding.
const CHUNK = 1000;

function cjkGrams(run: string): string[] {
  const chars = [...run];
  const grams = [...chars];
  for (let i = 0; i + 1 < chars.length; i++) grams.push(`${chars[i]}${chars[i + 1]}`);
  return grams;
}

function documentTokens(title: string, brand: string): string {
  const text = `${title} ${brand}`.normalize('NFKC');
  const tokens = new Set<string>();
  for (const word of text.toLowerCase().split(HAN_RUN)) {
    for (const part of word.match(/[\p{L}\p{N}]+/gu) ?? []) tokens.add(part);
  }
  for (const run of text.match(HAN_RUN) ?? []) {
    for (const gram of cjkGrams(run)) tokens.add(gram);
  }
  return [...tokens].join(' ');
}

function searchKey(id: number, salesCount: number): number {
  return Math.min(Math.max(salesCount, 0), MAX_KEYED_SALES) * ID_SPAN + id;
}

/** Recomputes every product's search tokens and (on SQLite) the popularity-keyed FTS5 rows. */
async function reindexSearch(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') await sql`delete from product_search`.execute(db);
  for (let after = 0; ;) {
    const { rows } = await sql<{ id: number; title: string; brand: string; sales_count: number }>`
      select id, title, brand, sales_count from products where id > ${after}
      order by id limit ${CHUNK}`.execute(db);
    const last = rows[rows.length - 1];
    if (!last) return;
    after = last.id;
    const indexed = rows.map((r) => ({ ...r, tokens: documentTokens(r.title, r.brand) }));
    const values = sql.join(indexed.map((r) => sql`(${r.id}, ${r.tokens})`));
    if (dialect === 'sqlite') {
      await sql`update products set search_tokens = v.column2
        from (values ${values}) as v where products.id = v.column1`.execute(db);
      const keyed = indexed.map((r) => sql`(${searchKey(r.id, r.sales_count)}, ${r.tokens})`);
      await sql`insert into product_search (rowid, tokens) values ${sql.join(keyed)}`.execute(db);
    } else {
      await sql`update products set search_tokens = v.tokens
        from (values ${values}) as v (id, tokens) where products.id = cast(v.id as integer)`.execute(
        db,
      );
    }
  }
}

/**
 * `0003_speed`: summary revisions for cached answers, popularity indexes for listings, and search
 * tokens rebuilt (Han bigrams over whole runs; SQLite rowids keyed by popularity).
 */
export function speed(dialect: Dialect): Migration {
  return {
    async up(db) {
      await db.schema
        .alterTable('product_summaries')
        .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('products_popularity')
        .on('products')
        .columns(['sales_count', 'id'])
        .execute();
      await db.schema
        .createIndex('products_category_popularity')
        .on('products')
        .columns(['category_slug', 'sales_count', 'id'])
        .execute();
      await reindexSearch(db, dialect);
    },
  };
}
