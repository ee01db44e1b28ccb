import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// OWASP's argon2id minimum (19 MiB, 2 passes); at most 4 run at once so a login burst
// cannot exhaust memory or starve the event loop's thread pool.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const limit = pLimit(4);

// Verified against when the account does not exist, so both answers cost the same time. A hash
// of a random password that was thrown away, made with OPTIONS (the cost is read from the string);
// fixed rather than made at first use, so the first unknown account is not slower than the rest.
const DECOY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$B0ADRFFZmTDXplhXu6lBAA$lr9LeT2Wo9a7wmGtL/gWdK2Iv0LLx3dViKi6lHgqnTQ';

/** An argon2id PHC string for a password. */
export function hashPassword(password: string): Promise<string> {
  return limit(() => hash(password, OPTIONS));
}

/** Whether the password matches; a missing hash still costs one verification. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  const target = stored ?? DECOY_HASH;
  const matches = await limit(() => verify(target, password).catch(() => false));
  return stored !== null && matches;
}
