export { SmsButton } from './SmsButton';
export type { SmsButtonProps } from './SmsButton';
export { SMS_RESEND_SECONDS, toSmsTag } from './smsTag';
export type { SmsButtonTag, SmsTag } from './smsTag';
export { useCountdown } from './useCountdown';
export type { Countdown } from './useCountdown';
export { CountdownClockContext } from './countdownClock';
