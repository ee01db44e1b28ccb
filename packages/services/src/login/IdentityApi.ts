import type { SmsTag, WireBody } from '@pricetrail/core';
import type { HttpClient, Params } from '../http/HttpClient';
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
import { SIGNED, envelope } from './identityEnvelope';
import type {
  WireAuthorize,
  WireCollectionCounts,
  WireModifiedUser,
  WireProtectionCounts,
  WireUserDetail,
} from './identityWire';
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
    const fields: WireBody<'/UserHelper/SmsCode', 'post'> = request;
    return this.postSigned('/UserHelper/SmsCode', fields);
  }

  /** `POST {capi}` (code); the callback address is one-time and unsigned. */
  async submitSmsCode(capi: string, code: string): Promise<IdentityAnswer> {
    const fields: WireBody<'/UserHelper/SmsLogin/{id}', 'post'> = { code };
    return envelope(await this.http.postForm(capi, fields, { withCredentials: true }));
  }

  /** `POST /User/Login` (account, passwd, remember_me 1 or 0). */
  login(request: {
    account: string;
    passwd: string;
    rememberMe: boolean;
  }): Promise<IdentityAnswer<SignInData>> {
    const fields: WireBody<'/User/Login', 'post'> = {
      account: request.account,
      passwd: request.passwd,
      remember_me: request.rememberMe ? '1' : '0',
    };
    return this.postSigned('/User/Login', fields);
  }

  /** `GET /User/Detail`: uid, nickname, unions; null unless code 1. */
  async detail(): Promise<UserInfo | null> {
    const answer = await this.getSigned<WireUserDetail>('/User/Detail');
    return answer.code === 1 ? toUserInfo(answer.data) : null;
  }

  /** `GET /UserCollection/List` page 1 (behaviour.md §7/§9): `data.stat.all` and `data.stat.reduce`. */
  async collectionCounts(): Promise<CollectionCounts> {
    const answer = await this.getSigned<WireCollectionCounts>('/UserCollection/List', {
      tab: 'all',
      pg: 1,
      platform: 'web',
    });
    return { all: count(answer.data?.stat?.all), reduces: count(answer.data?.stat?.reduce) };
  }

  /** `GET /UserExtend/WorthOrderList` (behaviour.md §9 page size 30): `data.view`. */
  async protectionCounts(): Promise<ProtectionCounts> {
    const answer = await this.getSigned<WireProtectionCounts>('/UserExtend/WorthOrderList', {
      pg: 1,
      effective: 1,
      platform: 'pc',
      view: 1,
      ps: 30,
    });
    return { valid: count(answer.data?.view?.valid), expired: count(answer.data?.view?.expired) };
  }

  /** `GET /UserUnion/Authorize` (utype, platform=pc, _referer, isBind=1 when binding): `data.url`. */
  async authorize(request: {
    utype: SocialType;
    referer: string;
    isBind: boolean;
  }): Promise<string | null> {
    const answer = await this.getSigned<WireAuthorize>('/UserUnion/Authorize', {
      utype: request.utype,
      platform: 'pc',
      _referer: request.referer,
      isBind: request.isBind ? 1 : undefined,
    });
    const url = answer.data?.url;
    return answer.code === 1 && typeof url === 'string' && url !== '' ? url : null;
  }

  /** `POST /User/Modify`; success is code 1, its `data` the user as changed. */
  async modify(fields: ModifyFields): Promise<IdentityAnswer<UserInfo>> {
    const body: WireBody<'/User/Modify', 'post'> = fields;
    const answer = await this.postSigned<WireModifiedUser>('/User/Modify', body);
    return { ...answer, data: toUserInfo(answer.data) ?? undefined };
  }

  /** `POST /User/ResetPassword` (phone, code, passwd): a new password by 'forgot' SMS code. */
  resetPassword(request: { phone: string; code: string; passwd: string }): Promise<IdentityAnswer> {
    const fields: WireBody<'/User/ResetPassword', 'post'> = request;
    return this.postSigned('/User/ResetPassword', fields);
  }

  /** `POST /User/Dispose` (ensure=1): deletes the account; success is code 1. */
  dispose(): Promise<IdentityAnswer> {
    const fields: WireBody<'/User/Dispose', 'post'> = { ensure: '1' };
    return this.postSigned('/User/Dispose', fields);
  }

  /** `POST /User/Logout`: ends this session and clears the cookies (and this browser's push). */
  logout(pushEndpoint?: string): Promise<IdentityAnswer> {
    const fields: WireBody<'/User/Logout', 'post'> = pushEndpoint
      ? { push_endpoint: pushEndpoint }
      : {};
    return this.postSigned('/User/Logout', fields);
  }

  /** `GET /helper/QrCode?event=scanLogin`: id, expired (seconds), qrImgStr. */
  qrCode(): Promise<IdentityAnswer<QrCodeData>> {
    return this.getSigned('/helper/QrCode', { event: 'scanLogin' });
  }

  /** `POST /helper/QrLogin` (token): sets the session cookies of the browser that waited. */
  qrLogin(token: string): Promise<IdentityAnswer> {
    const fields: WireBody<'/helper/QrLogin', 'post'> = { token };
    return this.postSigned('/helper/QrLogin', fields);
  }

  /** `POST /helper/QrScan` (tid): browser label, ip and seconds left. */
  qrScan(tid: string): Promise<IdentityAnswer<QrScanData>> {
    const fields: WireBody<'/helper/QrScan', 'post'> = { tid };
    return this.postSigned('/helper/QrScan', fields);
  }

  /** `POST /helper/QrConfirm` (tid). */
  qrConfirm(tid: string): Promise<IdentityAnswer> {
    const fields: WireBody<'/helper/QrConfirm', 'post'> = { tid };
    return this.postSigned('/helper/QrConfirm', fields);
  }

  /** `POST /helper/QrRefuse` (tid). */
  qrRefuse(tid: string): Promise<IdentityAnswer> {
    const fields: WireBody<'/helper/QrRefuse', 'post'> = { tid };
    return this.postSigned('/helper/QrRefuse', fields);
  }
}
