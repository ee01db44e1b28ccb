import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/schema.js';
import { searchKey } from './searchKey.js';
import { documentTokens } from './tokens.js';

// Rows per read and per multi-row write while rebuilding.
const CHUNK = 1000;

/**
 * Recomputes every product's search tokens and (on SQLite) rebuilds the FTS5 index with
 * popularity-keyed rowids. Used by the `0003_speed` migration.
 */
export async function reindexSearch(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
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
