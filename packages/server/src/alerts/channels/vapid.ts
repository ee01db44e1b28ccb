import webPush from 'web-push';
import type { DbHandle } from '../../db/schema.js';

/** The server's VAPID identity: the key pair push services know it by, and whom to contact. */
export interface VapidKeys {
  /** The P-256 public key, base64url (what browsers pass as `applicationServerKey`). */
  publicKey: string;
  /** The private key, base64url. */
  privateKey: string;
  /** `mailto:…` or the site's origin: who push services write to about this sender. */
  subject: string;
}

// One row holds both keys, so two instances generating at once can never end up with a mixed pair.
const SECRET_NAME = 'vapid_keys';

type KeyPair = Omit<VapidKeys, 'subject'>;

// Push services (and web-push, which would fail every send) take only these two (RFC 8292 §2.1).
function checkSubject(subject: string): void {
  const protocol = URL.canParse(subject) ? new URL(subject).protocol : '';
  if (protocol !== 'mailto:' && protocol !== 'https:') {
    throw new Error(`VAPID 联系方式须为 mailto: 邮箱或 https:// 网址，而不是「${subject}」`);
  }
}

function parsePair(value: string): KeyPair {
  const parsed = JSON.parse(value) as Partial<KeyPair>;
  if (typeof parsed.publicKey !== 'string' || typeof parsed.privateKey !== 'string') {
    throw new Error(`server_secrets.${SECRET_NAME} 不是有效的 VAPID 密钥对`);
  }
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}

async function storedPair(db: DbHandle): Promise<KeyPair | undefined> {
  const row = await db.kysely
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirst();
  return row && parsePair(row.value);
}

/**
 * The VAPID key pair from `server_secrets`, made on the first call: a concurrent first call on
 * another instance loses the insert race and reads back the winner's pair. Throws for a subject
 * that is neither `mailto:` nor `https:`.
 */
export async function vapidKeys(db: DbHandle, subject: string): Promise<VapidKeys> {
  checkSubject(subject);
  const stored = await storedPair(db);
  if (stored) return { ...stored, subject };
  const { publicKey, privateKey } = webPush.generateVAPIDKeys();
  await db.kysely
    .insertInto('server_secrets')
    .values({ name: SECRET_NAME, value: JSON.stringify({ publicKey, privateKey }) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const pair = await storedPair(db);
  if (!pair) throw new Error('VAPID 密钥写入后读不到');
  return { ...pair, subject };
}
