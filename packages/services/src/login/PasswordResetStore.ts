import {
  MSG_INVALID_CODE,
  MSG_INVALID_PHONE,
  normalizePhone,
  validateNewPassword,
} from '@pricetrail/core';
import { flow, makeAutoObservable } from 'mobx';
import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';
import { CaptchaGate } from './CaptchaGate';
import { failureMessage } from './failureMessage';
import type { IdentityAnswer, IdentityApiClient } from './identityTypes';
import { SmsCodeStore } from './SmsCodeStore';

/** The two new-password entries differ. */
export const MSG_PASSWORD_MISMATCH = '两次输入的密码不一致';

/** `/user/forgot_pwd`: a code to the bound phone (tag 'forgot'), then a new password. */
export class PasswordResetStore {
  /** The error line. */
  error: string | null = null;
  /** The reset request is on its way. */
  isSubmitting = false;
  /** The password was changed. */
  isDone = false;
  /** The SMS code. */
  readonly sms: SmsCodeStore;
  /** The captcha in the way of the SMS request. */
  readonly captcha = new CaptchaGate();

  constructor(
    private readonly root: RootStore,
    private readonly api: IdentityApiClient,
  ) {
    this.sms = new SmsCodeStore(api);
    makeAutoObservable<this, 'root' | 'api'>(this, { root: false, api: false }, { autoBind: true });
  }

  /** Clears the error line. */
  clearError(): void {
    this.error = null;
  }

  /** Asks for a 'forgot' code; `onSent` runs when it goes out, also after a captcha. */
  sendSms(request: { phone: string }, onSent?: () => void): Promise<boolean> {
    return this.sms.sendFor(this, { phone: request.phone, tag: 'forgot' }, onSent);
  }

  /** Sets the new password with the code: `POST /User/ResetPassword` (phone, code, passwd). */
  reset = flow(function* (
    this: PasswordResetStore,
    form: { phone: string; code: string; password: string; confirm: string },
  ) {
    if (this.isSubmitting) return;
    const phone = normalizePhone(form.phone);
    const code = form.code.trim();
    const check = validateNewPassword(form.password);
    if (!phone) this.error = MSG_INVALID_PHONE;
    else if (code === '') this.error = MSG_INVALID_CODE;
    else if (!check.ok) this.error = check.message;
    else if (form.password !== form.confirm) this.error = MSG_PASSWORD_MISMATCH;
    else this.error = null;
    if (this.error || !phone) return;
    this.isSubmitting = true;
    try {
      const answer = (yield this.api.resetPassword({
        phone,
        code,
        passwd: form.password,
      })) as IdentityAnswer;
      if (answer.code === 1) this.isDone = true;
      else this.error = answer.msg || MSG_INVALID_CODE;
    } catch (error) {
      this.error = failureMessage(error);
    } finally {
      this.isSubmitting = false;
    }
  });
}

/** The forgotten-password flow; the page takes a fresh one. */
export const passwordResetView = viewKind(
  'passwordReset',
  (root: RootStore) => new PasswordResetStore(root, root.identity),
);
