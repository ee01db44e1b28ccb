import { isPhone } from './phone.js';

// Behaviour.md §5: letters, digits and _ . - around one @, and a domain whose last label is 2–4 letters.
const EMAIL = /^[A-Za-z0-9_.-]+@[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.[A-Za-z]{2,4}$/;
const MAX_EMAIL_LENGTH = 254;

/** Behaviour.md §5 e-mail rule, after trimming; full-width characters and inner spaces are invalid. */
export function isEmail(input: string): boolean {
  const value = input.trim();
  return value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value);
}

/** A login account: a valid phone number or e-mail address. */
export function isAccount(input: string): boolean {
  return isPhone(input) || isEmail(input);
}
