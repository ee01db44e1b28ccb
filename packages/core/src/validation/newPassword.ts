import { COMMON_PASSWORDS_TEXT } from './commonPasswords.js';
import {
  MSG_PASSWORD_COMMON,
  MSG_PASSWORD_EDGE_SPACE,
  MSG_PASSWORD_LENGTH,
  type ValidationResult,
} from './messages.js';

/** A newly set password needs at least 8 characters (DESIGN.md). */
export const NEW_PASSWORD_MIN = 8;
/** A newly set password has at most 14 characters (behaviour.md §9). */
export const NEW_PASSWORD_MAX = 14;

let commonPasswords: ReadonlySet<string> | undefined;

/** The shipped list of common passwords (lower case), built on first use. */
export function commonPasswordList(): ReadonlySet<string> {
  commonPasswords ??= new Set(COMMON_PASSWORDS_TEXT.split(' '));
  return commonPasswords;
}

/** Rules for setting a password: 8–14 characters, no edge spaces, not common (any letter case). */
export function validateNewPassword(password: string): ValidationResult {
  if (password.length < NEW_PASSWORD_MIN || password.length > NEW_PASSWORD_MAX) {
    return { ok: false, message: MSG_PASSWORD_LENGTH };
  }
  // Behaviour.md §5 trims every input, so a login could never send these edge spaces back.
  if (password.trim() !== password) return { ok: false, message: MSG_PASSWORD_EDGE_SPACE };
  if (commonPasswordList().has(password.toLowerCase())) {
    return { ok: false, message: MSG_PASSWORD_COMMON };
  }
  return { ok: true };
}
