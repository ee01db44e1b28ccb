import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// OWASP's argon2id minimum (19 MiB, 2 passes); at most 4 run at once so a login burst
// cannot exhaust memory or starve the event loop's thread pool.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const limit = pLimit(4);

// Verified against when the account does not exist, so both answers cost the same time.
let dummyHash: Promise<string> | undefined;

/** An argon2id PHC string for a password. */
export function hashPassword(password: string): Promise<string> {
  return limit(() => hash(password, OPTIONS));
}

/** Whether the password matches; a missing hash still costs one verification. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('pricetrail-dummy-password');
  const target = stored ?? (await dummyHash);
  const matches = await limit(() => verify(target, password).catch(() => false));
  return stored !== null && matches;
}
