import type { Db } from '../../db/schema.js';
import { statement, type Statement } from '../../db/statements.js';

// Distinct (query, category) totals remembered per database.
const MAX_ENTRIES = 10_000;

// Products are only ever added (never deleted, re-titled or re-categorised), so a total stays
// exact until the newest product id moves.
const newestProduct = statement<{ v: number | null }>('select max(id) as v from products');

const caches = new WeakMap<Db, Map<string, { version: number; n: number }>>();

/**
 * How many rows `count` finds for `filter`, remembered until a product is added: counting every
 * match of a common word costs milliseconds, checking the newest product id microseconds.
 */
export async function cachedCount(
  db: Db,
  count: Statement<{ n: number }>,
  filter: readonly unknown[],
  kind: string,
): Promise<number> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const [newest] = await newestProduct(db, []);
  const version = Number(newest?.v ?? 0);
  const key = `${kind}\u0000${filter.join('\u0000')}`;
  const hit = cache.get(key);
  if (hit?.version === version) return hit.n;
  const [row] = await count(db, filter);
  const n = Number(row?.n ?? 0);
  cache.delete(key);
  cache.set(key, { version, n });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return n;
}
