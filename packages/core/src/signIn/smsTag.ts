/** Behaviour.md §9: seconds before another SMS code may be requested for the same phone. */
export const SMS_RESEND_SECONDS = 60;

/** The purposes an SMS code is sent for, as the SmsCode call names them (behaviour.md §4). */
export const SMS_TAGS = ['login', 'bind', 'change', 'rechange', 'forgot'] as const;

/** One of the {@link SMS_TAGS}. */
export type SmsTag = (typeof SMS_TAGS)[number];

/** A tag a form may ask for; 'register' is sent as 'login' (behaviour.md §5). */
export type SmsRequestTag = SmsTag | 'register';

/** True when `value` names a tag a form may ask for. */
export function isSmsRequestTag(value: string): value is SmsRequestTag {
  return value === 'register' || SMS_TAGS.some((tag) => tag === value);
}

/** The tag to send for a requested one: signing in by phone also registers, so 'register' is 'login'. */
export function toSmsTag(tag: SmsRequestTag): SmsTag {
  return tag === 'register' ? 'login' : tag;
}
