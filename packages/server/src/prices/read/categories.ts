import type { Db } from '../../db/schema.js';

/** A category as the API lists it. */
export type Category = {
  slug: string;
  name: string;
  parentSlug: string | null;
};

/** Every category, parents first. */
export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await db.kysely.selectFrom('categories').selectAll().orderBy('slug').execute();
  return rows
    .map((r) => ({ slug: r.slug, name: r.name, parentSlug: r.parent_slug }))
    .sort((a, b) => Number(a.parentSlug !== null) - Number(b.parentSlug !== null));
}
