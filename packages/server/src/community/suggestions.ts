import type { DbHandle } from '../db/schema.js';
import type { StoredImage } from '../uploads/index.js';

/** One screenshot of a suggestion as operators are told of it: its upright size. */
export interface SuggestionScreenshot {
  width: number;
  height: number;
}

/** A suggestion awaiting an operator. */
export interface PendingSuggestion {
  id: number;
  text: string;
  contact: string | null;
  /** Its screenshots in the order they were sent (the nth is served from 1). */
  images: SuggestionScreenshot[];
  createdAt: number;
}

function storedImages(json: string): StoredImage[] {
  return JSON.parse(json) as StoredImage[];
}

/** The new suggestions, oldest first, at most `limit`. */
export async function pendingSuggestions(
  db: DbHandle,
  limit: number,
): Promise<PendingSuggestion[]> {
  const rows = await db.kysely
    .selectFrom('suggestions')
    .select(['id', 'text', 'contact', 'images', 'created_at'])
    .where('status', '=', 'new')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    text: row.text,
    contact: row.contact,
    images: storedImages(row.images).map(({ width, height }) => ({ width, height })),
    createdAt: Number(row.created_at),
  }));
}

/** The stored image id of a suggestion's nth screenshot (from 1); undefined when there is none. */
export async function suggestionImageId(
  db: DbHandle,
  suggestionId: number,
  n: number,
): Promise<string | undefined> {
  const row = await db.kysely
    .selectFrom('suggestions')
    .select('images')
    .where('id', '=', suggestionId)
    .executeTakeFirst();
  return row ? storedImages(row.images)[n - 1]?.id : undefined;
}

/** Sets an operator's verdict on a new suggestion; false when there is no such new suggestion. */
export async function decideSuggestion(
  db: DbHandle,
  verdict: { id: number; status: 'approved' | 'rejected'; reason: string | null },
): Promise<boolean> {
  const result = await db.kysely
    .updateTable('suggestions')
    .set({ status: verdict.status, reject_reason: verdict.reason })
    .where('id', '=', verdict.id)
    .where('status', '=', 'new')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A suggestion as the form sent it, with who and what sent it. */
export interface NewSuggestion {
  userId: number | null;
  text: string;
  contact: string | null;
  images: readonly StoredImage[];
  clientIp: string;
  userAgent: string;
}

/** Stores a suggestion for the operators; answers its id. */
export async function saveSuggestion(
  db: DbHandle,
  suggestion: NewSuggestion,
  now: number,
): Promise<number> {
  const row = await db.kysely
    .insertInto('suggestions')
    .values({
      user_id: suggestion.userId,
      text: suggestion.text,
      contact: suggestion.contact,
      images: JSON.stringify(suggestion.images),
      client_ip: suggestion.clientIp,
      user_agent: suggestion.userAgent,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
