import { useId, type HTMLAttributes } from 'react';
import { formatWan } from '@pricetrail/core';
import {
  StyledBalance,
  StyledCheckIn,
  StyledCreditSummary,
  StyledLabel,
  StyledMessage,
} from './CreditSummary.styles';

/** Props of {@link CreditSummary}. */
export interface CreditSummaryProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The credits balance. */
  balance: number;
  /** Whether today's check-in is done: the button says so and waits for tomorrow. */
  isCheckedIn: boolean;
  /** The check-in is on its way. */
  isCheckingIn?: boolean;
  /** Credits a check-in earns, shown on the button. */
  checkInAmount?: number;
  /** The check-in's outcome line: 'success' is announced politely, 'error' at once. */
  message?: { tone: 'success' | 'error'; text: string } | null;
  /** Called when the shopper presses 签到 (never while waiting or once checked in). */
  onCheckIn: () => void;
}

/** The credits (积分) balance with the daily 签到 button and its outcome. */
export function CreditSummary({
  balance,
  isCheckedIn,
  isCheckingIn = false,
  checkInAmount,
  message,
  onCheckIn,
  ...rest
}: CreditSummaryProps) {
  const labelId = useId();
  const isWaiting = isCheckedIn || isCheckingIn;
  const label = isCheckedIn
    ? '今日已签到'
    : isCheckingIn
      ? '签到中…'
      : `签到${checkInAmount ? ` +${checkInAmount}` : ''}`;

  return (
    <StyledCreditSummary aria-labelledby={labelId} {...rest}>
      <div>
        <StyledLabel id={labelId}>积分余额</StyledLabel>
        <StyledBalance>{formatWan(balance)}</StyledBalance>
      </div>
      <StyledCheckIn
        type="button"
        data-done={isCheckedIn || undefined}
        aria-disabled={isWaiting || undefined}
        aria-busy={isCheckingIn || undefined}
        onClick={() => {
          if (!isWaiting) onCheckIn();
        }}
      >
        {label}
      </StyledCheckIn>
      <StyledMessage
        role={message?.tone === 'error' ? 'alert' : 'status'}
        data-tone={message?.tone}
      >
        {message?.text}
      </StyledMessage>
    </StyledCreditSummary>
  );
}
