import type { SmsTag } from '@pricetrail/core';
import type { HttpClient, Params } from '../http/HttpClient';
import type {
  CollectionCounts,
  IdentityAnswer,
  IdentityApiClient,
  ModifyFields,
  ProtectionCounts,
  QrCodeData,
  QrScanData,
  SmsCodeData,
  SocialType,
  UserInfo,
} from './identityTypes';
import { SIGNED, envelope } from './identityEnvelope';
import { toUserInfo } from './userFacts';

function count(value: unknown): number {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? Math.floor(number) : 0;
}

/** The identity calls of behaviour.md §7 over the injected HTTP client, each signed with `t` and `sign`. */
export class IdentityApi implements IdentityApiClient {
  constructor(private readonly http: HttpClient) {}

  private async postSigned<T>(path: string, fields: Params): Promise<IdentityAnswer<T>> {
    return envelope<T>(await this.http.postForm(path, fields, SIGNED));
  }

  private async getSigned<T>(path: string, query: Params = {}): Promise<IdentityAnswer<T>> {
    return envelope<T>(await this.http.get(path, { ...SIGNED, query }));
  }

  /** `POST /UserHelper/SmsCode` (phone, tag). */
  sendSmsCode(request: { phone: string; tag: SmsTag }): Promise<IdentityAnswer<SmsCodeData>> {
    return this.postSigned('/UserHelper/SmsCode', request);
  }

  /** `POST {capi}` (code); the callback address is one-time and unsigned. */
  async submitSmsCode(capi: string, code: string): Promise<IdentityAnswer> {
    return envelope(await this.http.postForm(capi, { code }, { withCredentials: true }));
  }

  /** `POST /User/Login` (account, passwd, remember_me 1 or 0). */
  login(request: {
    account: string;
    passwd: string;
    rememberMe: boolean;
  }): Promise<IdentityAnswer<SmsCodeData>> {
    return this.postSigned('/User/Login', {
      account: request.account,
      passwd: request.passwd,
      remember_me: request.rememberMe ? 1 : 0,
    });
  }

  /** `GET /User/Detail`: uid, nickname, unions; null unless code 1. */
  async detail(): Promise<UserInfo | null> {
    const answer = await this.getSigned('/User/Detail');
    return answer.code === 1 ? toUserInfo(answer.data) : null;
  }

  /** `GET /UserCollection/List` page 1 (behaviour.md §7/§9): `data.stat.all` and `data.stat.reduce`. */
  async collectionCounts(): Promise<CollectionCounts> {
    const answer = await this.getSigned<{ stat?: { all?: unknown; reduce?: unknown } }>(
      '/UserCollection/List',
      { tab: 'all', pg: 1, platform: 'web' },
    );
    return { all: count(answer.data?.stat?.all), reduces: count(answer.data?.stat?.reduce) };
  }

  /** `GET /UserExtend/WorthOrderList` (behaviour.md §9 page size 30): `data.view`. */
  async protectionCounts(): Promise<ProtectionCounts> {
    const answer = await this.getSigned<{ view?: { valid?: unknown; expired?: unknown } }>(
      '/UserExtend/WorthOrderList',
      { pg: 1, effective: 1, platform: 'pc', view: 1, ps: 30 },
    );
    return { valid: count(answer.data?.view?.valid), expired: count(answer.data?.view?.expired) };
  }

  /** `GET /UserUnion/Authorize` (utype, platform=pc, _referer, isBind=1 when binding): `data.url`. */
  async authorize(request: {
    utype: SocialType;
    referer: string;
    isBind: boolean;
  }): Promise<string | null> {
    const answer = await this.getSigned<{ url?: unknown }>('/UserUnion/Authorize', {
      utype: request.utype,
      platform: 'pc',
      _referer: request.referer,
      isBind: request.isBind ? 1 : undefined,
    });
    const url = answer.data?.url;
    return answer.code === 1 && typeof url === 'string' && url !== '' ? url : null;
  }

  /** `POST /User/Modify`; success is code 1. */
  modify(fields: ModifyFields): Promise<IdentityAnswer> {
    return this.postSigned('/User/Modify', { ...fields });
  }

  /** `POST /User/ResetPassword` (phone, code, passwd): a new password by 'forgot' SMS code. */
  resetPassword(request: { phone: string; code: string; passwd: string }): Promise<IdentityAnswer> {
    return this.postSigned('/User/ResetPassword', request);
  }

  /** `POST /User/Dispose` (ensure=1): deletes the account; success is code 1. */
  dispose(): Promise<IdentityAnswer> {
    return this.postSigned('/User/Dispose', { ensure: 1 });
  }

  /** `POST /User/Logout`: ends this session and clears the cookies (and this browser's push). */
  logout(pushEndpoint?: string): Promise<IdentityAnswer> {
    return this.postSigned('/User/Logout', pushEndpoint ? { push_endpoint: pushEndpoint } : {});
  }

  /** `GET /helper/QrCode?event=scanLogin`: id, expired (seconds), qrImgStr. */
  qrCode(): Promise<IdentityAnswer<QrCodeData>> {
    return this.getSigned('/helper/QrCode', { event: 'scanLogin' });
  }

  /** `POST /helper/QrLogin` (token): sets the session cookies of the browser that waited. */
  qrLogin(token: string): Promise<IdentityAnswer> {
    return this.postSigned('/helper/QrLogin', { token });
  }

  /** `POST /helper/QrScan` (tid): browser label, ip and seconds left. */
  qrScan(tid: string): Promise<IdentityAnswer<QrScanData>> {
    return this.postSigned('/helper/QrScan', { tid });
  }

  /** `POST /helper/QrConfirm` (tid). */
  qrConfirm(tid: string): Promise<IdentityAnswer> {
    return this.postSigned('/helper/QrConfirm', { tid });
  }

  /** `POST /helper/QrRefuse` (tid). */
  qrRefuse(tid: string): Promise<IdentityAnswer> {
    return this.postSigned('/helper/QrRefuse', { tid });
  }
}
