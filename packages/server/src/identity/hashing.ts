import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A random URL-safe token of 256 bits (session tokens, capi ids, captcha ids). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 in lower-case hex: what we store instead of a token or an SMS code. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A uniformly random 6-digit SMS code. */
export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
