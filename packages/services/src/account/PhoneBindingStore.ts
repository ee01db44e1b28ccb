import { MSG_INVALID_CODE, MSG_INVALID_PHONE, normalizePhone } from '@pricetrail/core';
import { flow, makeAutoObservable } from 'mobx';
import { CaptchaGate } from '../login/CaptchaGate';
import { failureMessage } from '../login/failureMessage';
import type { IdentityAnswer, UserInfo } from '../login/identityTypes';
import { SmsCodeStore } from '../login/SmsCodeStore';
import type { AccountEditor } from './accountEditor';

/** The phone form's fields; the current phone's pair is only used when changing phones. */
export interface PhoneForm {
  /** The phone bound now, typed in full (rechange). */
  readonly oldPhone: string;
  /** The code sent to it (tag 'change'). */
  readonly oldCode: string;
  /** The phone to bind. */
  readonly phone: string;
  /** The code sent to it (tag 'bind' or 'rechange'). */
  readonly code: string;
}

/** Which SMS code a send button asks for. */
export type PhoneCodeTarget = 'old' | 'new';

/**
 * Spec 'mine_setting_phone': binds a first phone (tag bind) or moves the account to another one
 * (tag rechange, with a 'change' code to the current phone), through `POST /User/Modify`.
 */
export class PhoneBindingStore {
  /** The error line. */
  error: string | null = null;
  /** The change is on its way. */
  isSubmitting = false;
  /** The phone was bound or changed. */
  isDone = false;
  /** The code to the current phone. */
  readonly oldSms: SmsCodeStore;
  /** The code to the new phone. */
  readonly newSms: SmsCodeStore;
  /** The captcha in the way of an SMS request. */
  readonly captcha = new CaptchaGate();

  constructor(private readonly account: AccountEditor) {
    this.oldSms = new SmsCodeStore(account.api);
    this.newSms = new SmsCodeStore(account.api);
    makeAutoObservable<this, 'account'>(this, { account: false }, { autoBind: true });
  }

  /** 'rechange' when a phone is bound already, else 'bind'. */
  get mode(): 'bind' | 'rechange' {
    return this.account.phone ? 'rechange' : 'bind';
  }

  /** Asks for a code to the current (`old`) or the new phone; `onSent` runs when it goes out. */
  sendCode(target: PhoneCodeTarget, phone: string, onSent?: () => void): Promise<boolean> {
    const sms = target === 'old' ? this.oldSms : this.newSms;
    return sms.sendFor(this, { phone, tag: target === 'old' ? 'change' : this.mode }, onSent);
  }

  /** Checks the form and binds the phone; the error line says what is wrong. */
  submit = flow(function* (this: PhoneBindingStore, form: PhoneForm) {
    if (this.isSubmitting) return;
    const isChange = this.mode === 'rechange';
    const phone = normalizePhone(form.phone);
    const code = form.code.trim();
    const oldCode = form.oldCode.trim();
    if (isChange && !normalizePhone(form.oldPhone)) this.error = MSG_INVALID_PHONE;
    else if (isChange && oldCode === '') this.error = MSG_INVALID_CODE;
    else if (!phone) this.error = MSG_INVALID_PHONE;
    else if (code === '') this.error = MSG_INVALID_CODE;
    else this.error = null;
    if (this.error || !phone) return;
    this.isSubmitting = true;
    try {
      const answer = (yield this.account.api.modify({
        tag: this.mode,
        phone,
        code,
        ...(isChange ? { old_code: oldCode } : {}),
      })) as IdentityAnswer<UserInfo>;
      if (answer.code !== 1) {
        this.error = answer.msg || failureMessage(null);
        return;
      }
      yield this.account.accept(answer);
      this.isDone = true;
    } catch (error) {
      this.error = this.account.fail(error);
    } finally {
      this.isSubmitting = false;
    }
  });
}
