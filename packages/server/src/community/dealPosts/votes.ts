import { sql } from 'kysely';
import type { DbHandle } from '../../db/schema.js';
import type { DealPostVotes, VoteValue } from './posts.js';

/**
 * Sets a user's one vote on an approved post (a second vote replaces the first); the counts
 * after, or undefined when there is no such approved post.
 */
export async function setVote(
  db: DbHandle,
  vote: { postId: number; userId: number; value: VoteValue; now: number },
): Promise<DealPostVotes | undefined> {
  const post = await db.kysely
    .selectFrom('deal_posts')
    .select('id')
    .where('id', '=', vote.postId)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  if (!post) return undefined;
  if (vote.value === 0) {
    await db.kysely
      .deleteFrom('deal_post_votes')
      .where('post_id', '=', vote.postId)
      .where('user_id', '=', vote.userId)
      .execute();
  } else {
    await db.kysely
      .insertInto('deal_post_votes')
      .values({
        post_id: vote.postId,
        user_id: vote.userId,
        value: vote.value,
        updated_at: vote.now,
      })
      .onConflict((oc) =>
        oc.columns(['post_id', 'user_id']).doUpdateSet({ value: vote.value, updated_at: vote.now }),
      )
      .execute();
  }
  const counts = await db.kysely
    .selectFrom('deal_post_votes')
    .where('post_id', '=', vote.postId)
    .select([
      sql<number>`sum(case when value = 1 then 1 else 0 end)`.as('worth'),
      sql<number>`sum(case when value = -1 then 1 else 0 end)`.as('unworth'),
    ])
    .executeTakeFirstOrThrow();
  return {
    worth: Number(counts.worth ?? 0),
    unworth: Number(counts.unworth ?? 0),
    mine: vote.value,
  };
}
