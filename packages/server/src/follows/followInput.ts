import type { DbHandle } from '../db/schema.js';
import { FOLLOW_KIND_NAMES, FOLLOW_VALUE_MAX, type FollowKind } from './followKinds.js';

/** A follow as it will be stored: what the user gave, tidied, and the key it is compared by. */
export interface FollowInput {
  kind: FollowKind;
  value: string;
  valueKey: string;
}

/** The key brands and keywords are compared by: trimmed, inner spaces collapsed, lower-cased. */
export function followKey(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Checks what a user asks to follow; answers the follow to store or a Chinese sentence saying
 * what is wrong (empty, too long, a category we do not have).
 */
export async function checkFollowInput(
  db: DbHandle,
  kind: FollowKind,
  raw: string,
): Promise<FollowInput | string> {
  const value = raw.trim().replace(/\s+/g, ' ');
  const name = FOLLOW_KIND_NAMES[kind];
  if (value === '') return `请填写要关注的${name}`;
  if ([...value].length > FOLLOW_VALUE_MAX) return `${name}最多 ${FOLLOW_VALUE_MAX} 个字`;
  if (/\p{Cc}/u.test(value)) return `${name}不能含控制字符`;
  if (kind === 'category') {
    const found = await db.kysely
      .selectFrom('categories')
      .select('slug')
      .where('slug', '=', value)
      .executeTakeFirst();
    if (!found) return '没有这个分类';
  }
  return { kind, value, valueKey: kind === 'category' ? value : followKey(value) };
}
