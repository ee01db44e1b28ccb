/** Behaviour.md §5/§8: an invalid phone number. */
export const MSG_INVALID_PHONE = '请输入正确的手机号码';
/** Behaviour.md §5/§8: a missing or wrong SMS code. */
export const MSG_INVALID_CODE = '验证码错误，请重新输入';
/** Behaviour.md §5/§8: any account-login failure. */
export const MSG_INVALID_ACCOUNT = '账户或密码错误，请重新输入';
/** A new password outside 8–14 characters. */
export const MSG_PASSWORD_LENGTH = '密码长度需为8-14位';
/** A new password that starts or ends with whitespace (login trims it, so it could never match). */
export const MSG_PASSWORD_EDGE_SPACE = '密码首尾不能有空格';
/** A new password found in the common-password list. */
export const MSG_PASSWORD_COMMON = '密码过于常见，请换一个';
/** Behaviour.md §8: the QR code is dead (lifetime over, used, or not this browser's). */
export const MSG_QR_EXPIRED = '二维码失效';
/** The phone user turned the QR sign-in down; the `/sck` frame carries it with a failure code. */
export const MSG_QR_REFUSED = '已在手机上取消登录';

/** The outcome of a validation: ok, or the message to show. */
export type ValidationResult = { ok: true } | { ok: false; message: string };
