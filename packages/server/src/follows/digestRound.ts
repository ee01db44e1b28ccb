import type { Db } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { followDigest } from './digestText.js';
import { followLabel, type FollowKind } from './followKinds.js';
import { categoryTree, matchingFinds } from './followMatch.js';
import { followPagePath } from './followPage.js';
import { newFinds } from './newFinds.js';

/** How a digest round is paced. */
export interface DigestPace {
  /** The least time between two digests of one follow (s): a day by default. */
  intervalS: number;
  /** How far back a digest looks at most (s), however long since the last one. */
  lookbackS: number;
}

/** A day between digests; a week back at most, so a follow silent for months starts afresh. */
export const DEFAULT_DIGEST_PACE: DigestPace = { intervalS: 86_400, lookbackS: 7 * 86_400 };

/** The follows whose last digest is at least `intervalS` old (or that never had one). */
function dueFollows(db: Db, now: number, pace: DigestPace) {
  return db.kysely
    .selectFrom('follows as f')
    .leftJoin('categories as c', (join) =>
      join.onRef('c.slug', '=', 'f.value').on('f.kind', '=', 'category'),
    )
    .select([
      'f.id',
      'f.user_id',
      'f.kind',
      'f.value',
      'f.value_key',
      'f.created_at',
      'f.last_digest_at',
      'c.name',
    ])
    .where((eb) =>
      eb.or([
        eb('f.last_digest_at', 'is', null),
        eb('f.last_digest_at', '<=', now - pace.intervalS),
      ]),
    )
    .orderBy('f.id')
    .execute();
}

/**
 * One round of the follow digest: for each follow due, the deals, approved 好价 posts and new
 * all-time lows that matched since its last digest (or since it was made) become one notice,
 * which the alert sender then sends through the user's channels (daily cap and quiet hours
 * apply). A follow with no news keeps its mark, so its next news goes out at once. Each digest
 * claims its follow in the transaction that writes it, so two instances never send one twice.
 * Answers how many digests were written.
 */
export async function digestRound(
  db: Db,
  now: number,
  pace = DEFAULT_DIGEST_PACE,
): Promise<number> {
  const due = await dueFollows(db, now, pace);
  if (due.length === 0) return 0;
  const sinceOf = (follow: (typeof due)[number]) =>
    Math.max(Number(follow.last_digest_at ?? follow.created_at), now - pace.lookbackS);
  const finds = await newFinds(db, Math.min(...due.map(sinceOf)), now);
  if (finds.length === 0) return 0;
  const tree = categoryTree(
    await db.kysely.selectFrom('categories').select(['slug', 'parent_slug']).execute(),
  );
  let written = 0;
  for (const follow of due) {
    const kind = follow.kind as FollowKind;
    const since = sinceOf(follow);
    const fresh = finds.filter((find) => find.at > since);
    const matches = matchingFinds({ kind, valueKey: follow.value_key }, fresh, tree);
    const first = matches[0];
    if (!first) continue;
    const label = followLabel(kind, follow.name ?? follow.value);
    const digest = followDigest(label, followPagePath(kind, follow.value), matches);
    const sent = await inTransaction(db, async (trx) => {
      const claimed = await trx.kysely
        .updateTable('follows')
        .set({ last_digest_at: now })
        .where('id', '=', follow.id)
        .where('last_digest_at', follow.last_digest_at === null ? 'is' : '=', follow.last_digest_at)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return false;
      await trx.kysely
        .insertInto('alert_events')
        .values({
          user_id: follow.user_id,
          kind: 'follow',
          product_id: first.productId,
          price: first.price,
          follow_id: follow.id,
          follow_digest: JSON.stringify(digest),
          created_at: now,
        })
        .execute();
      return true;
    });
    if (sent) written += 1;
  }
  return written;
}
