export { SmsButton } from './SmsButton';
export type { SmsButtonProps } from './SmsButton';
export { useCountdown } from './useCountdown';
export type { Countdown } from './useCountdown';
export { CountdownClockContext } from './countdownClock';
