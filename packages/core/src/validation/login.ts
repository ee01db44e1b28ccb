import { isAccount } from './email.js';
import {
  MSG_INVALID_ACCOUNT,
  MSG_INVALID_CODE,
  MSG_INVALID_PHONE,
  type ValidationResult,
} from './messages.js';
import { isPhone } from './phone.js';

/** Behaviour.md §9: login passwords are 6 to 14 characters. */
export const LOGIN_PASSWORD_MIN = 6;
/** Behaviour.md §9: login passwords are 6 to 14 characters. */
export const LOGIN_PASSWORD_MAX = 14;

/** Behaviour.md §5 account login: a valid phone or e-mail and a 6–14 character password. */
export function validateAccountLogin(input: { account: string; passwd: string }): ValidationResult {
  const passwd = input.passwd.trim();
  const isValid =
    isAccount(input.account) &&
    passwd.length >= LOGIN_PASSWORD_MIN &&
    passwd.length <= LOGIN_PASSWORD_MAX;
  return isValid ? { ok: true } : { ok: false, message: MSG_INVALID_ACCOUNT };
}

/** Behaviour.md §5 phone login: a valid phone, a non-empty code and the SMS callback address. */
export function validatePhoneLogin(input: {
  phone: string;
  code: string;
  capi?: string | null;
}): ValidationResult {
  if (!isPhone(input.phone)) return { ok: false, message: MSG_INVALID_PHONE };
  if (input.code.trim() === '' || !input.capi) return { ok: false, message: MSG_INVALID_CODE };
  return { ok: true };
}
