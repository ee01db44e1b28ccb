/** Spec §9: seconds before another SMS code may be requested. */
export const SMS_RESEND_SECONDS = 60;

/** The purposes an SMS code is sent for, as the SmsCode call names them (spec §4). */
export type SmsTag = 'login' | 'bind' | 'change' | 'rechange' | 'forgot';

/** A tag a caller may give the button; 'register' is sent as 'login' (spec §5). */
export type SmsButtonTag = SmsTag | 'register';

/** The tag to send for a button tag: signing in by phone also registers, so 'register' is 'login'. */
export function toSmsTag(tag: SmsButtonTag): SmsTag {
  return tag === 'register' ? 'login' : tag;
}
