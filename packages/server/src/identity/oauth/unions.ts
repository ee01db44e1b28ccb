import type { Db } from '../../db/schema.js';
import type { SocialUtype } from './config.js';
import type { ProviderIdentity } from './providers.js';

/** Why a binding was refused. */
export type BindFailure = 'taken' | 'has-other';

/** The user this provider account signs in as, registering one on first use (race-safe). */
export async function findOrCreateUnionUser(
  db: Db,
  utype: SocialUtype,
  who: ProviderIdentity,
  fallbackNick: string,
  now: number,
): Promise<number> {
  const find = () =>
    db.kysely
      .selectFrom('user_unions')
      .select('user_id')
      .where('utype', '=', utype)
      .where('provider_uid', '=', who.uid)
      .executeTakeFirst();
  const existing = await find();
  if (existing) return existing.user_id;
  const unick = who.nick ?? fallbackNick;
  try {
    return await db.kysely.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({ phone: null, email: null, nickname: unick, password_hash: null, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('user_unions')
        .values({ user_id: user.id, utype, provider_uid: who.uid, unick, created_at: now })
        .execute();
      return user.id;
    });
  } catch (error) {
    // Two first sign-ins at once: the other one registered the account.
    const winner = await find();
    if (winner) return winner.user_id;
    throw error;
  }
}

/** Binds the provider account to `userId`; a failure names why, undefined when bound. */
export async function bindUnion(
  db: Db,
  userId: number,
  utype: SocialUtype,
  who: ProviderIdentity,
  fallbackNick: string,
  now: number,
): Promise<BindFailure | undefined> {
  const unions = await db.kysely
    .selectFrom('user_unions')
    .select(['user_id', 'provider_uid'])
    .where('utype', '=', utype)
    .where((eb) => eb.or([eb('provider_uid', '=', who.uid), eb('user_id', '=', userId)]))
    .execute();
  if (unions.some((u) => u.provider_uid === who.uid && u.user_id === userId)) return undefined;
  if (unions.some((u) => u.provider_uid === who.uid)) return 'taken';
  if (unions.length > 0) return 'has-other';
  const result = await db.kysely
    .insertInto('user_unions')
    .values({
      user_id: userId,
      utype,
      provider_uid: who.uid,
      unick: who.nick ?? fallbackNick,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['utype', 'provider_uid']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1 ? undefined : 'taken';
}
