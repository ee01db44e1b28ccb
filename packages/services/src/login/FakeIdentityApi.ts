import type { SmsTag } from '@pricetrail/core';
import { AuthenticationRequiredError, NetworkError } from '../http/errors';
import type {
  CollectionCounts,
  IdentityAnswer,
  IdentityApiClient,
  ModifyFields,
  ProtectionCounts,
  QrCodeData,
  QrScanData,
  SignInData,
  SmsCodeData,
  SocialType,
  UserInfo,
} from './identityTypes';

/** Answers of a {@link FakeIdentityApi}; each defaults to success. */
export interface FakeIdentityOptions {
  /** The signed-in user `detail()` returns; null for a visitor (default); 'fail' rejects like a lost connection. */
  user?: UserInfo | null | 'fail';
  /** The SmsCode answer. */
  sms?: IdentityAnswer<SmsCodeData>;
  /** The capi callback answer. */
  smsLogin?: IdentityAnswer;
  /** The `/User/Login` answer. */
  login?: IdentityAnswer<SignInData>;
  /** The QR answer; `'fail'` rejects like a lost connection. */
  qr?: IdentityAnswer<QrCodeData> | 'fail';
  /** The `/helper/QrLogin` answer (token redemption). */
  qrLogin?: IdentityAnswer;
  /**
   * The `/helper/QrScan` answer; `'signIn'` rejects with 401 (a visitor's call) until a phone or
   * password sign-in succeeds; `'fail'` rejects like a lost connection.
   */
  qrScan?: IdentityAnswer<QrScanData> | 'signIn' | 'fail';
  /** The `/helper/QrConfirm` answer. */
  qrConfirm?: IdentityAnswer;
  /** The `/helper/QrRefuse` answer. */
  qrRefuse?: IdentityAnswer;
  /** Authorize addresses per platform; a missing one is not configured. */
  social?: Partial<Record<SocialType, string>>;
  /** The `/User/Modify` answer. */
  modify?: IdentityAnswer<UserInfo>;
  /** The `/User/ResetPassword` answer. */
  reset?: IdentityAnswer;
  /** The `/User/Dispose` answer. */
  dispose?: IdentityAnswer;
  /** Collection counts. */
  collection?: CollectionCounts;
  /** Protection counts. */
  protection?: ProtectionCounts;
  /** Milliseconds every answer takes (0 by default). */
  delayMs?: number;
}

/** An in-memory identity API for stories and tests; records every call. */
export class FakeIdentityApi implements IdentityApiClient {
  /** Every call, in order, as `[name, argument]`. */
  readonly calls: [string, unknown][] = [];

  private hasSignedIn = false;

  constructor(private readonly options: FakeIdentityOptions = {}) {}

  private answer<T>(name: string, argument: unknown, value: T): Promise<T> {
    this.calls.push([name, argument]);
    const delay = this.options.delayMs ?? 0;
    return new Promise((resolve) => setTimeout(() => resolve(value), delay));
  }

  /** See {@link IdentityApiClient.sendSmsCode}. */
  sendSmsCode(request: { phone: string; tag: SmsTag }): Promise<IdentityAnswer<SmsCodeData>> {
    const sent = { code: 1, msg: '验证码已发送', data: { capi: '/UserHelper/PhoneLogin/fake' } };
    return this.answer('sendSmsCode', request, this.options.sms ?? sent);
  }

  /** See {@link IdentityApiClient.submitSmsCode}. */
  async submitSmsCode(capi: string, code: string): Promise<IdentityAnswer> {
    const answer = this.options.smsLogin ?? { code: 1 };
    return this.signedInBy(await this.answer('submitSmsCode', { capi, code }, answer));
  }

  private signedInBy<T extends IdentityAnswer>(answer: T): T {
    if (answer.code === 1) this.hasSignedIn = true;
    return answer;
  }

  /** See {@link IdentityApiClient.login}. */
  login(request: {
    account: string;
    passwd: string;
    rememberMe: boolean;
  }): Promise<IdentityAnswer<SignInData>> {
    return this.answer('login', request, this.options.login ?? { code: 1 }).then((answer) =>
      this.signedInBy(answer),
    );
  }

  /** See {@link IdentityApiClient.detail}. */
  async detail(): Promise<UserInfo | null> {
    const user = await this.answer('detail', undefined, this.options.user ?? null);
    if (user === 'fail') throw new NetworkError();
    return user;
  }

  /** See {@link IdentityApiClient.collectionCounts}. */
  collectionCounts(): Promise<CollectionCounts> {
    const counts = this.options.collection ?? { all: 12, reduces: 3 };
    return this.answer('collectionCounts', undefined, counts);
  }

  /** See {@link IdentityApiClient.protectionCounts}. */
  protectionCounts(): Promise<ProtectionCounts> {
    const counts = this.options.protection ?? { valid: 2, expired: 1 };
    return this.answer('protectionCounts', undefined, counts);
  }

  /** See {@link IdentityApiClient.authorize}. */
  authorize(request: {
    utype: SocialType;
    referer: string;
    isBind: boolean;
  }): Promise<string | null> {
    return this.answer('authorize', request, this.options.social?.[request.utype] ?? null);
  }

  /** See {@link IdentityApiClient.modify}. */
  modify(fields: ModifyFields): Promise<IdentityAnswer<UserInfo>> {
    return this.answer('modify', fields, this.options.modify ?? { code: 1 });
  }

  /** See {@link IdentityApiClient.resetPassword}. */
  resetPassword(request: { phone: string; code: string; passwd: string }): Promise<IdentityAnswer> {
    return this.answer('resetPassword', request, this.options.reset ?? { code: 1 });
  }

  /** See {@link IdentityApiClient.dispose}. */
  dispose(): Promise<IdentityAnswer> {
    return this.answer('dispose', undefined, this.options.dispose ?? { code: 1 });
  }

  /** See {@link IdentityApiClient.logout}. */
  logout(pushEndpoint?: string): Promise<IdentityAnswer> {
    return this.answer('logout', pushEndpoint, { code: 1 });
  }

  /** See {@link IdentityApiClient.qrCode}. */
  qrCode(): Promise<IdentityAnswer<QrCodeData>> {
    const qr = this.options.qr;
    if (qr === 'fail') {
      this.calls.push(['qrCode', undefined]);
      return Promise.reject(new Error('connection refused'));
    }
    const fresh = {
      code: 1,
      data: { id: 'qr-1', expired: 120, qrImgStr: 'data:image/png;base64,' },
    };
    return this.answer('qrCode', undefined, qr ?? fresh);
  }

  /** See {@link IdentityApiClient.qrLogin}. */
  qrLogin(token: string): Promise<IdentityAnswer> {
    return this.answer('qrLogin', token, this.options.qrLogin ?? { code: 1 });
  }

  /** See {@link IdentityApiClient.qrScan}. */
  async qrScan(tid: string): Promise<IdentityAnswer<QrScanData>> {
    const scan = this.options.qrScan;
    const asked = { code: 1, data: { browser: 'Chrome', ip: '203.0.113.7', expired: 96 } };
    const answer = await this.answer('qrScan', tid, scan ?? asked);
    if (answer === 'fail') throw new NetworkError('connection refused');
    if (answer !== 'signIn') return answer;
    if (!this.hasSignedIn) throw new AuthenticationRequiredError(401, '请先登录');
    return asked;
  }

  /** See {@link IdentityApiClient.qrConfirm}. */
  qrConfirm(tid: string): Promise<IdentityAnswer> {
    return this.answer('qrConfirm', tid, this.options.qrConfirm ?? { code: 1 });
  }

  /** See {@link IdentityApiClient.qrRefuse}. */
  qrRefuse(tid: string): Promise<IdentityAnswer> {
    return this.answer('qrRefuse', tid, this.options.qrRefuse ?? { code: 1 });
  }
}
