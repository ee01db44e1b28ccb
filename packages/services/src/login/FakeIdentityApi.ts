import type {
  CollectionCounts,
  IdentityAnswer,
  IdentityApiClient,
  ModifyFields,
  ProtectionCounts,
  QrCodeData,
  SmsCodeData,
  SmsCodeTag,
  SocialType,
  UserInfo,
} from './identityTypes';

/** Answers of a {@link FakeIdentityApi}; each defaults to success. */
export interface FakeIdentityOptions {
  /** The signed-in user `detail()` returns; null for a visitor (default). */
  user?: UserInfo | null;
  /** The SmsCode answer. */
  sms?: IdentityAnswer<SmsCodeData>;
  /** The capi callback answer. */
  smsLogin?: IdentityAnswer;
  /** The `/User/Login` answer. */
  login?: IdentityAnswer<SmsCodeData>;
  /** The QR answer; `'fail'` rejects like a lost connection. */
  qr?: IdentityAnswer<QrCodeData> | 'fail';
  /** Authorize addresses per platform; a missing one is not configured. */
  social?: Partial<Record<SocialType, string>>;
  /** The `/User/Modify` answer. */
  modify?: IdentityAnswer;
  /** The `/User/ResetPassword` answer. */
  reset?: IdentityAnswer;
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

  constructor(private readonly options: FakeIdentityOptions = {}) {}

  private answer<T>(name: string, argument: unknown, value: T): Promise<T> {
    this.calls.push([name, argument]);
    const delay = this.options.delayMs ?? 0;
    return new Promise((resolve) => setTimeout(() => resolve(value), delay));
  }

  /** See {@link IdentityApiClient.sendSmsCode}. */
  sendSmsCode(request: { phone: string; tag: SmsCodeTag }): Promise<IdentityAnswer<SmsCodeData>> {
    const sent = { code: 1, msg: '验证码已发送', data: { capi: '/UserHelper/PhoneLogin/fake' } };
    return this.answer('sendSmsCode', request, this.options.sms ?? sent);
  }

  /** See {@link IdentityApiClient.submitSmsCode}. */
  submitSmsCode(capi: string, code: string): Promise<IdentityAnswer> {
    return this.answer('submitSmsCode', { capi, code }, this.options.smsLogin ?? { code: 1 });
  }

  /** See {@link IdentityApiClient.login}. */
  login(request: {
    account: string;
    passwd: string;
    rememberMe: boolean;
  }): Promise<IdentityAnswer<SmsCodeData>> {
    return this.answer('login', request, this.options.login ?? { code: 1 });
  }

  /** See {@link IdentityApiClient.detail}. */
  detail(): Promise<UserInfo | null> {
    return this.answer('detail', undefined, this.options.user ?? null);
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
  modify(fields: ModifyFields): Promise<IdentityAnswer> {
    return this.answer('modify', fields, this.options.modify ?? { code: 1 });
  }

  /** See {@link IdentityApiClient.resetPassword}. */
  resetPassword(request: { phone: string; code: string; passwd: string }): Promise<IdentityAnswer> {
    return this.answer('resetPassword', request, this.options.reset ?? { code: 1 });
  }

  /** See {@link IdentityApiClient.dispose}. */
  dispose(): Promise<IdentityAnswer> {
    return this.answer('dispose', undefined, { code: 1 });
  }

  /** See {@link IdentityApiClient.logout}. */
  logout(): Promise<IdentityAnswer> {
    return this.answer('logout', undefined, { code: 1 });
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
}
