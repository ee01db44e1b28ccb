import type { DbHandle } from '../db/schema.js';
import type { FollowInput } from './followInput.js';
import { FOLLOW_MAX, followLabel, type FollowKind } from './followKinds.js';
import { followPagePath } from './followPage.js';

/** One follow as the personal area lists it (epoch seconds). */
export interface FollowItem {
  id: number;
  kind: FollowKind;
  /** What was followed: a brand, a category's slug or a keyword. */
  value: string;
  /** How it reads: the category's name, otherwise the value. */
  name: string;
  /** e.g. 关键词「耳机」. */
  label: string;
  /** The site path listing its products. */
  path: string;
  created_at: number;
  last_digest_at: number | null;
}

/** What adding a follow came to: the follow, or a Chinese refusal (duplicate, list full). */
export type FollowOutcome = { follow: FollowItem } | { refusal: string };

function followRows(db: DbHandle, userId: number) {
  return db.kysely
    .selectFrom('follows as f')
    .leftJoin('categories as c', (join) =>
      join.onRef('c.slug', '=', 'f.value').on('f.kind', '=', 'category'),
    )
    .select(['f.id', 'f.kind', 'f.value', 'f.created_at', 'f.last_digest_at', 'c.name'])
    .where('f.user_id', '=', userId);
}

type FollowRow = Awaited<ReturnType<ReturnType<typeof followRows>['executeTakeFirstOrThrow']>>;

function toFollowItem(row: FollowRow): FollowItem {
  const kind = row.kind as FollowKind;
  const name = row.name ?? row.value;
  return {
    id: row.id,
    kind,
    value: row.value,
    name,
    label: followLabel(kind, name),
    path: followPagePath(kind, row.value),
    created_at: Number(row.created_at),
    last_digest_at: row.last_digest_at === null ? null : Number(row.last_digest_at),
  };
}

/** The user's follows, newest first. */
export async function listFollows(db: DbHandle, userId: number): Promise<FollowItem[]> {
  const rows = await followRows(db, userId)
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .execute();
  return rows.map(toFollowItem);
}

/**
 * Adds a follow unless the user already follows it or has {@link FOLLOW_MAX}. The unique index
 * decides between two tabs adding the same follow at once; a lost race answers as a duplicate.
 */
export async function addFollow(
  db: DbHandle,
  userId: number,
  input: FollowInput,
  now: number,
): Promise<FollowOutcome> {
  const same = await db.kysely
    .selectFrom('follows')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', input.kind)
    .where('value_key', '=', input.valueKey)
    .executeTakeFirst();
  if (same) return { refusal: `已经关注了${followLabel(input.kind, input.value)}` };
  const count = await db.kysely
    .selectFrom('follows')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(count?.n ?? 0) >= FOLLOW_MAX) {
    return { refusal: `最多关注 ${FOLLOW_MAX} 个品牌、分类或关键词，请先取消一些` };
  }
  const inserted = await db.kysely
    .insertInto('follows')
    .values({
      user_id: userId,
      kind: input.kind,
      value: input.value,
      value_key: input.valueKey,
      created_at: now,
      last_digest_at: null,
    })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'value_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return { refusal: `已经关注了${followLabel(input.kind, input.value)}` };
  const row = await followRows(db, userId)
    .where('f.id', '=', inserted.id)
    .executeTakeFirstOrThrow();
  return { follow: toFollowItem(row) };
}

/** Removes one of the user's follows; answers whether there was one to remove. */
export async function removeFollow(db: DbHandle, userId: number, id: number): Promise<boolean> {
  const result = await db.kysely
    .deleteFrom('follows')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
