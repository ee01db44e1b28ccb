import type { Executor } from '../../db/schema.js';
import {
  GOOD_STANDING_AGE,
  GOOD_STANDING_CLEAN,
  GOOD_STANDING_CONFIRMED,
  STRIKES,
  STRIKE_WINDOW,
} from './policy.js';

/**
 * Whether a signed-in user may publish a disputed price alone: an account at least
 * GOOD_STANDING_AGE old, GOOD_STANDING_CONFIRMED reports published through others'
 * corroboration, and no contradicted report within GOOD_STANDING_CLEAN.
 */
export async function inGoodStanding(db: Executor, userId: number, now: number): Promise<boolean> {
  const user = await db
    .selectFrom('users')
    .select('created_at')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user || user.created_at > now - GOOD_STANDING_AGE) return false;
  const counts = await db
    .selectFrom('price_reports')
    .select((eb) => [
      eb.fn
        .sum<number>(eb.case().when('status', '=', 'published').then(1).else(0).end())
        .as('published'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(
              eb.and([
                eb('status', '=', 'contradicted'),
                eb('resolved_at', '>', now - GOOD_STANDING_CLEAN),
              ]),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as('contradicted'),
    ])
    .where('user_id', '=', userId)
    .where('status', 'in', ['published', 'contradicted'])
    .executeTakeFirstOrThrow();
  return Number(counts.published ?? 0) >= GOOD_STANDING_CONFIRMED && !Number(counts.contradicted);
}

/** Those of `reporters` with STRIKES contradicted reports within STRIKE_WINDOW: not heard now. */
export async function silencedReporters(
  db: Executor,
  reporters: readonly string[],
  now: number,
): Promise<Set<string>> {
  if (reporters.length === 0) return new Set();
  const rows = await db
    .selectFrom('price_reports')
    .select('reporter')
    .where('reporter', 'in', reporters)
    .where('status', '=', 'contradicted')
    .where('resolved_at', '>', now - STRIKE_WINDOW)
    .groupBy('reporter')
    .having((eb) => eb.fn.countAll(), '>=', STRIKES)
    .execute();
  return new Set(rows.map((row) => row.reporter));
}
