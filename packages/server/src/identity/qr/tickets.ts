/**
 * QR sign-in tickets (behaviour.md §4 QR flow): a waiting browser holds a ticket, a signed-in phone scans
 * and confirms it, and the browser's socket trades it for a one-time exchange token. Each step is
 * one conditional UPDATE, so a ticket moves forward exactly once even across server instances.
 */
import type { Db } from '../../db/schema.js';
import { randomToken, sha256Hex } from '../hashing.js';

/** How long a code may wait for the phone (the page checks every 10 s, behaviour.md §9). */
export const QR_TTL_SECONDS = 120;
/** How long the browser has to redeem its exchange token after the phone confirms. */
export const QR_EXCHANGE_SECONDS = 60;

/** Ticket states as stored. */
export const QR_STATE = { waiting: 0, scanned: 1, confirmed: 2, refused: 3, used: 4 } as const;

/** A stored ticket. */
export interface QrTicket {
  status: number;
  userId: number | null;
  userAgent: string;
  ip: string;
  browserHash: string;
  hasExchange: boolean;
  expiresAt: number;
}

/** Who asks for a ticket: the browser's binding secret (cookie), user agent and IP. */
export interface QrRequester {
  browserSecret: string;
  userAgent: string;
  ip: string;
}

/** Creates a waiting ticket; returns its public id (what the QR carries). */
export async function createTicket(db: Db, who: QrRequester, now: number): Promise<string> {
  const tid = randomToken();
  await db.kysely
    .deleteFrom('qr_tickets')
    .where('expires_at', '<', now - 3_600)
    .execute();
  await db.kysely
    .insertInto('qr_tickets')
    .values({
      id_hash: sha256Hex(tid),
      browser_hash: sha256Hex(who.browserSecret),
      status: QR_STATE.waiting,
      user_id: null,
      user_agent: who.userAgent.slice(0, 512),
      ip: who.ip,
      exchange_hash: null,
      created_at: now,
      expires_at: now + QR_TTL_SECONDS,
    })
    .execute();
  return tid;
}

/** The ticket with this public id, or undefined. */
export async function findTicket(db: Db, tid: string): Promise<QrTicket | undefined> {
  const row = await db.kysely
    .selectFrom('qr_tickets')
    .selectAll()
    .where('id_hash', '=', sha256Hex(tid))
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    status: row.status,
    userId: row.user_id,
    userAgent: row.user_agent,
    ip: row.ip,
    browserHash: row.browser_hash,
    hasExchange: row.exchange_hash !== null,
    expiresAt: Number(row.expires_at),
  };
}

/** Whether `browserSecret` is the secret of the browser that asked for the ticket. */
export function isOwnTicket(ticket: QrTicket, browserSecret: string | undefined): boolean {
  return browserSecret !== undefined && ticket.browserHash === sha256Hex(browserSecret);
}

async function advance(
  db: Db,
  tid: string,
  now: number,
  from: readonly number[],
  set: { status: number; user_id?: number; expires_at?: number },
  userId?: number,
): Promise<boolean> {
  let query = db.kysely
    .updateTable('qr_tickets')
    .set(set)
    .where('id_hash', '=', sha256Hex(tid))
    .where('status', 'in', [...from])
    .where('expires_at', '>', now);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Phone scanned: a waiting ticket becomes scanned by `userId`; true when it did. */
export function markScanned(db: Db, tid: string, userId: number, now: number): Promise<boolean> {
  return advance(db, tid, now, [QR_STATE.waiting], { status: QR_STATE.scanned, user_id: userId });
}

/** Phone confirmed: the scanner's ticket becomes confirmed; true when it did. */
export function markConfirmed(db: Db, tid: string, userId: number, now: number): Promise<boolean> {
  const set = { status: QR_STATE.confirmed, expires_at: now + QR_EXCHANGE_SECONDS };
  return advance(db, tid, now, [QR_STATE.scanned], set, userId);
}

/** Phone refused: the scanner's ticket becomes refused; true when it did. */
export function markRefused(db: Db, tid: string, userId: number, now: number): Promise<boolean> {
  return advance(db, tid, now, [QR_STATE.scanned], { status: QR_STATE.refused }, userId);
}

/** Hands out the one exchange token of a confirmed ticket; undefined if already handed out. */
export async function claimExchange(db: Db, tid: string, now: number): Promise<string | undefined> {
  const token = randomToken();
  const result = await db.kysely
    .updateTable('qr_tickets')
    .set({ exchange_hash: sha256Hex(token) })
    .where('id_hash', '=', sha256Hex(tid))
    .where('status', '=', QR_STATE.confirmed)
    .where('exchange_hash', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? token : undefined;
}

/** Spends an exchange token held by its own browser; the phone user's id, or undefined. */
export async function redeemExchange(
  db: Db,
  token: string,
  browserSecret: string,
  now: number,
): Promise<number | undefined> {
  return db.kysely.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('qr_tickets')
      .select(['id_hash', 'user_id'])
      .where('exchange_hash', '=', sha256Hex(token))
      .where('browser_hash', '=', sha256Hex(browserSecret))
      .where('status', '=', QR_STATE.confirmed)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (!row || row.user_id === null) return undefined;
    const used = await trx
      .updateTable('qr_tickets')
      .set({ status: QR_STATE.used })
      .where('id_hash', '=', row.id_hash)
      .where('status', '=', QR_STATE.confirmed)
      .executeTakeFirst();
    return Number(used.numUpdatedRows) === 1 ? row.user_id : undefined;
  });
}
