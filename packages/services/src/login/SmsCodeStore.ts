import { MSG_INVALID_PHONE, normalizePhone, toSmsTag, type SmsRequestTag } from '@pricetrail/core';
import { flow, makeAutoObservable } from 'mobx';
import type { CaptchaGate } from './CaptchaGate';
import type { IdentityAnswer, IdentityApiClient, SmsCodeData } from './identityTypes';
import { failureMessage } from './failureMessage';

/** The outcome of asking for a code. */
export type SmsSendResult =
  | { readonly kind: 'sent' }
  | { readonly kind: 'captcha'; readonly link: string }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'busy' };

/** A form that asks for codes: its captcha gate and its error line. */
export interface SmsCodeScreen {
  /** Where a captcha challenge opens. */
  readonly captcha: CaptchaGate;
  /** The form's error line. */
  error: string | null;
}

/** Behaviour.md §7 SmsCode: sends a code and keeps the one-time callback address it answers with. */
export class SmsCodeStore {
  /** A code request is on its way. */
  isSending = false;
  /** The callback address that takes the code (behaviour.md §3 `capi`), once a code was sent. */
  capi: string | null = null;
  /** The phone the last code went to. */
  phone: string | null = null;

  constructor(private readonly api: IdentityApiClient) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  /** Asks for a code; only a valid phone is sent (behaviour.md §5); 'register' travels as 'login'. */
  send = flow(function* (this: SmsCodeStore, request: { phone: string; tag: SmsRequestTag }) {
    const phone = normalizePhone(request.phone);
    if (!phone) return { kind: 'failed', message: MSG_INVALID_PHONE } satisfies SmsSendResult;
    if (this.isSending) return { kind: 'busy' } satisfies SmsSendResult;
    this.isSending = true;
    const tag = toSmsTag(request.tag);
    try {
      const answer = (yield this.api.sendSmsCode({ phone, tag })) as IdentityAnswer<SmsCodeData>;
      if (answer.code === 1) {
        this.capi = answer.data?.capi ?? null;
        this.phone = phone;
        return { kind: 'sent' } satisfies SmsSendResult;
      }
      if (answer.code === 0 && answer.data?.link) {
        return { kind: 'captcha', link: answer.data.link } satisfies SmsSendResult;
      }
      return {
        kind: 'failed',
        message: answer.msg || failureMessage(null),
      } satisfies SmsSendResult;
    } catch (error) {
      return { kind: 'failed', message: failureMessage(error) } satisfies SmsSendResult;
    } finally {
      this.isSending = false;
    }
  });

  /**
   * Asks for a code on behalf of `screen`: a captcha opens on its gate and repeats the request
   * once solved; failures go to its error line. `onSent` runs whenever a code goes out, also
   * after a captcha (start the countdown there). True when the code went out at once.
   */
  sendFor = flow(function* (
    this: SmsCodeStore,
    screen: SmsCodeScreen,
    request: { phone: string; tag: SmsRequestTag },
    onSent?: () => void,
  ) {
    const result = (yield this.send(request)) as SmsSendResult;
    if (result.kind === 'captcha') {
      screen.captcha.require(result.link, () => void this.sendFor(screen, request, onSent));
    } else if (result.kind === 'failed') {
      screen.error = result.message;
    } else if (result.kind === 'sent') {
      screen.error = null;
      onSent?.();
    }
    return result.kind === 'sent';
  });
}
