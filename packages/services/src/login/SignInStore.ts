import { MSG_INVALID_CODE, validateAccountLogin, validatePhoneLogin } from '@pricetrail/core';
import { flow, makeAutoObservable } from 'mobx';
import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';
import { CaptchaGate } from './CaptchaGate';
import { failureMessage } from './failureMessage';
import type { IdentityAnswer, IdentityApiClient, SmsCodeData, SocialType } from './identityTypes';
import { QrLoginStore } from './QrLoginStore';
import { SmsCodeStore } from './SmsCodeStore';

/** Behaviour.md §4 login tabs: 1 phone quick login, 2 account and password, 3 app QR code. */
export const SIGN_IN_TAB = { phone: 1, account: 2, qr: 3 } as const;

/** One of the {@link SIGN_IN_TAB} numbers. */
export type SignInTab = (typeof SIGN_IN_TAB)[keyof typeof SIGN_IN_TAB];

/** One sign-in screen (the modal or a login page): tabs, error line, SMS, password, QR, social. */
export class SignInStore {
  /** The selected tab. */
  tab: SignInTab = SIGN_IN_TAB.phone;
  /** The error line (behaviour.md §8 messages or the server's). */
  error: string | null = null;
  /** A login request is on its way: repeated clicks are ignored. */
  isSubmitting = false;
  /** The SMS code and its callback address. */
  readonly sms: SmsCodeStore;
  /** The captcha in the way of an SMS or login request. */
  readonly captcha = new CaptchaGate();
  /** The QR flow of tab 3. */
  readonly qr: QrLoginStore;

  constructor(
    private readonly root: RootStore,
    private readonly api: IdentityApiClient,
  ) {
    this.sms = new SmsCodeStore(api);
    this.qr = new QrLoginStore({
      api,
      environment: root.loginEnvironment,
      now: root.now,
      onSignedIn: () => void root.login.completeSignIn(),
    });
    makeAutoObservable<this, 'root' | 'api'>(this, { root: false, api: false }, { autoBind: true });
  }

  /** Switches tabs: hides the error line; the QR tab gets a fresh code (behaviour.md §4). */
  setTab(tab: SignInTab): void {
    this.error = null;
    this.tab = tab;
    if (tab === SIGN_IN_TAB.qr) void this.qr.start();
    else this.qr.stop();
  }

  /** Starts the screen on its current tab (the QR tab fetches its code). */
  open(): void {
    this.setTab(this.tab);
  }

  /** Stops the QR flow and drops the captcha (the screen closed). */
  close(): void {
    this.qr.stop();
    this.captcha.dismiss();
  }

  /** Clears the error line. */
  clearError(): void {
    this.error = null;
  }

  /** Asks for a 'login' code; `onSent` runs when it goes out, also after a captcha. */
  sendSms(request: { phone: string }, onSent?: () => void): Promise<boolean> {
    return this.sms.sendFor(this, { phone: request.phone, tag: 'login' }, onSent);
  }

  /** Phone login (also registers): posts the code to the SMS callback address. */
  loginByPhone = flow(function* (this: SignInStore, login: { phone: string; code: string }) {
    if (this.isSubmitting) return;
    const check = validatePhoneLogin({ ...login, capi: this.sms.capi });
    if (!check.ok) {
      this.error = check.message;
      return;
    }
    const capi = this.sms.capi ?? '';
    yield this.submit(() => this.api.submitSmsCode(capi, login.code.trim()), MSG_INVALID_CODE);
  });

  /** Account login (behaviour.md §5 checks first; any failure of them shows the one message). */
  loginByAccount = flow(function* (
    this: SignInStore,
    login: { account: string; passwd: string; rememberMe: boolean },
  ) {
    if (this.isSubmitting) return;
    const account = login.account.trim();
    const passwd = login.passwd.trim();
    const check = validateAccountLogin({ account, passwd });
    if (!check.ok) {
      this.error = check.message;
      return;
    }
    yield this.submit(() => this.api.login({ account, passwd, rememberMe: login.rememberMe }));
  });

  /** Social login: to the platform's authorize page, or a line saying it is unavailable. */
  socialLogin = flow(function* (this: SignInStore, utype: SocialType) {
    const url = (yield this.root.login.socialSignIn(utype)) as string | null;
    if (!url) this.error = '该登录方式暂不可用';
  });

  private submit = flow(function* (
    this: SignInStore,
    call: () => Promise<IdentityAnswer>,
    fallback?: string,
  ) {
    this.isSubmitting = true;
    this.error = null;
    try {
      const answer = (yield call()) as IdentityAnswer<SmsCodeData>;
      if (answer.code === 1) {
        yield this.root.login.completeSignIn();
        return;
      }
      // The server asks for a captcha after repeated failures; the shopper then tries again.
      if (answer.data?.link) this.captcha.require(answer.data.link);
      else this.error = answer.msg || fallback || failureMessage(null);
    } catch (error) {
      this.error = failureMessage(error);
    } finally {
      this.isSubmitting = false;
    }
  });
}

/** One sign-in screen (the modal or a login page); each takes a fresh one. */
export const signInView = viewKind(
  'signIn',
  (root: RootStore) => new SignInStore(root, root.identity),
);
