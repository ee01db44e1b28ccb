import type { SmsRequestTag } from '@pricetrail/core';
import { SmsButton } from '@pricetrail/ui';
import { AuthField } from './AuthField';

/** Props of {@link SmsCodeField}. */
export interface SmsCodeFieldProps {
  /** The visible label (default 短信验证码). */
  label?: string;
  /** The code typed so far. */
  value: string;
  /** Called with the code as the shopper types. */
  onValueChange: (value: string) => void;
  /** What the code is for. */
  tag: SmsRequestTag;
  /** Called when the shopper asks for a code. */
  onSend: () => void;
  /** Seconds until a new code may be requested. */
  secondsLeft: number;
  /** A code request is on its way. */
  isSending: boolean;
  /** The send button's accessible name where a form has two of them. */
  sendLabel?: string;
}

/** The SMS code input with its 发送验证码 button beside it. */
export function SmsCodeField({
  label = '短信验证码',
  value,
  onValueChange,
  tag,
  onSend,
  secondsLeft,
  isSending,
  sendLabel,
}: SmsCodeFieldProps) {
  return (
    <AuthField
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder="请输入验证码"
      value={value}
      onValueChange={onValueChange}
      trailing={
        <SmsButton
          tag={tag}
          onSend={onSend}
          secondsLeft={secondsLeft}
          isSending={isSending}
          aria-label={secondsLeft ? undefined : sendLabel}
        />
      }
    />
  );
}
