import type { FormEvent, RefObject } from 'react';
import type { SmsTag } from '@pricetrail/core';
import { SmsButton } from '../SmsButton';
import { LoginError, LoginFootnote, LoginSubmit } from './LoginFootnote';
import { LoginField } from './LoginField';
import { StyledFieldRow } from './LoginField.styles';
import { StyledForm } from './LoginModal.styles';

/** Props of {@link PhoneLoginForm}. */
export interface PhoneLoginFormProps {
  /** The phone number typed so far. */
  phone: string;
  /** The SMS code typed so far. */
  code: string;
  /** Called as either field changes. */
  onFieldChange: (change: { phone: string } | { code: string }) => void;
  /** Called when the shopper asks for a code. */
  onSmsSend: (request: { tag: SmsTag }) => void;
  /** Seconds until another code may be requested. */
  smsSecondsLeft: number;
  /** A code request is on its way. */
  isSmsSending: boolean;
  /** Called when the form is submitted and not already submitting. */
  onSubmit: () => void;
  /** A login request is on its way. */
  isSubmitting: boolean;
  /** The error line's message, if any. */
  error: string | null;
  /** The phone input. */
  phoneRef: RefObject<HTMLInputElement | null>;
  /** The code input. */
  codeRef: RefObject<HTMLInputElement | null>;
}

/** Behaviour.md §2 phone quick login: phone, SMS code with its send button, and the login button. */
export function PhoneLoginForm({
  phone,
  code,
  onFieldChange,
  onSmsSend,
  smsSecondsLeft,
  isSmsSending,
  onSubmit,
  isSubmitting,
  error,
  phoneRef,
  codeRef,
}: PhoneLoginFormProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <StyledForm noValidate onSubmit={handleSubmit}>
      <LoginField
        label="手机号"
        placeholder="请输入手机号"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={20}
        value={phone}
        onValueChange={({ value }) => onFieldChange({ phone: value })}
        inputRef={phoneRef}
      />
      <StyledFieldRow>
        <LoginField
          label="验证码"
          placeholder="请输入验证码"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onValueChange={({ value }) => onFieldChange({ code: value })}
          inputRef={codeRef}
        />
        <SmsButton onSend={onSmsSend} secondsLeft={smsSecondsLeft} isSending={isSmsSending} />
      </StyledFieldRow>
      <LoginError message={error} />
      <LoginSubmit isSubmitting={isSubmitting} />
      <LoginFootnote />
    </StyledForm>
  );
}
