import {
  MSG_INVALID_CODE,
  MSG_INVALID_PHONE,
  normalizePhone,
  validateNewPassword,
} from '@pricetrail/core';
import { flow, makeAutoObservable } from 'mobx';
import { CaptchaGate } from '../login/CaptchaGate';
import { failureMessage } from '../login/failureMessage';
import type { IdentityAnswer, ModifyFields } from '../login/identityTypes';
import { MSG_PASSWORD_MISMATCH } from '../login/PasswordResetStore';
import { SmsCodeStore } from '../login/SmsCodeStore';
import type { AccountEditor } from './accountEditor';
import { MSG_CURRENT_PASSWORD_EMPTY } from './accountMessages';

/** How the user proves it is them: an SMS code to the bound phone, or the current password. */
export type PasswordProof = 'sms' | 'password';

/** The password form's fields. */
export interface PasswordForm {
  /** The bound phone, typed in full (proof 'sms'). */
  readonly phone: string;
  /** The code sent to it (proof 'sms'). */
  readonly code: string;
  /** The current password (proof 'password'). */
  readonly currentPassword: string;
  /** The new password. */
  readonly password: string;
  /** The new password again. */
  readonly confirm: string;
}

/** `/mine/setting_password`: a new password with the current one or an SMS code (tag change). */
export class PasswordChangeStore {
  /** The chosen proof. */
  proof: PasswordProof;
  /** The error line. */
  error: string | null = null;
  /** The change is on its way. */
  isSubmitting = false;
  /** The password was changed. */
  isDone = false;
  /** The code to the bound phone. */
  readonly sms: SmsCodeStore;
  /** The captcha in the way of the SMS request. */
  readonly captcha = new CaptchaGate();

  constructor(private readonly account: AccountEditor) {
    this.sms = new SmsCodeStore(account.api);
    this.proof = account.phone !== '' ? 'sms' : 'password';
    makeAutoObservable<this, 'account'>(this, { account: false }, { autoBind: true });
  }

  /** The proofs this account can give: an SMS code if a phone is bound, the current password if set. */
  get proofs(): readonly PasswordProof[] {
    const proofs: PasswordProof[] = [];
    if (this.account.phone !== '') proofs.push('sms');
    if (this.account.hasPassword) proofs.push('password');
    return proofs;
  }

  /** A first password for an account with neither a phone nor a password: the server asks no proof. */
  get isFirstPassword(): boolean {
    return this.proofs.length === 0;
  }

  /** Switches the proof; the error line clears. */
  setProof(proof: PasswordProof): void {
    this.proof = proof;
    this.error = null;
  }

  /** Asks for a 'change' code to the bound phone; `onSent` runs when it goes out. */
  sendCode(phone: string, onSent?: () => void): Promise<boolean> {
    return this.sms.sendFor(this, { phone, tag: 'change' }, onSent);
  }

  /** The proof fields to send, or the refusal line. */
  private proofFields(form: PasswordForm): ModifyFields | string {
    if (this.proof === 'sms') {
      if (!normalizePhone(form.phone)) return MSG_INVALID_PHONE;
      const code = form.code.trim();
      return code === '' ? MSG_INVALID_CODE : { code };
    }
    if (this.isFirstPassword) return {};
    return form.currentPassword === ''
      ? MSG_CURRENT_PASSWORD_EMPTY
      : { old_passwd: form.currentPassword };
  }

  /** Checks the form (core's new-password rules) and sets the password. */
  submit = flow(function* (this: PasswordChangeStore, form: PasswordForm) {
    if (this.isSubmitting) return;
    const proof = this.proofFields(form);
    const rule = validateNewPassword(form.password);
    if (typeof proof === 'string') this.error = proof;
    else if (!rule.ok) this.error = rule.message;
    else if (form.password !== form.confirm) this.error = MSG_PASSWORD_MISMATCH;
    else this.error = null;
    if (this.error || typeof proof === 'string') return;
    this.isSubmitting = true;
    try {
      const answer = (yield this.account.api.modify({
        ...proof,
        passwd: form.password,
      })) as IdentityAnswer;
      if (answer.code === 1) this.isDone = true;
      else this.error = answer.msg || failureMessage(null);
    } catch (error) {
      this.error = this.account.fail(error);
    } finally {
      this.isSubmitting = false;
    }
  });
}
