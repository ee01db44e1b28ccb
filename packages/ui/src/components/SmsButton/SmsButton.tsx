import type { ButtonHTMLAttributes } from 'react';
import { toSmsTag, type SmsRequestTag, type SmsTag } from '@pricetrail/core';
import { StyledSmsButton } from './SmsButton.styles';

/** Props of {@link SmsButton}. */
export interface SmsButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick' | 'children' | 'type'
> {
  /** What the code is for (default 'login'); 'register' is sent as 'login'. */
  tag?: SmsRequestTag;
  /** Called with the tag to send when the shopper asks for a code. */
  onSend: (request: { tag: SmsTag }) => void;
  /** Seconds until a new code may be requested; 0 (default) when idle. */
  secondsLeft?: number;
  /** A request is on its way; the button waits for it. */
  isSending?: boolean;
}

/** The 'send code' button: shows the seconds left while a new code may not yet be requested. */
export function SmsButton({
  tag = 'login',
  onSend,
  secondsLeft = 0,
  isSending = false,
  ...rest
}: SmsButtonProps) {
  const isCounting = secondsLeft > 0;
  const isDisabled = isCounting || isSending;
  const text = isCounting ? `${secondsLeft}秒后重发` : isSending ? '发送中…' : '发送验证码';

  const handleClick = () => {
    if (!isDisabled) onSend({ tag: toSmsTag(tag) });
  };

  // aria-disabled rather than disabled: the button keeps focus while the countdown runs.
  return (
    <StyledSmsButton
      type="button"
      aria-disabled={isDisabled || undefined}
      data-state={isCounting ? 'counting' : isSending ? 'sending' : 'idle'}
      onClick={handleClick}
      {...rest}
    >
      {text}
    </StyledSmsButton>
  );
}
