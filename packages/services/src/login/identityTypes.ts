import type { SmsTag } from '@pricetrail/core';
import type { WireQrCode, WireQrScan, WireSignIn, WireSmsCode } from './identityWire';

/** Behaviour.md §3 union types: 1 QQ, 2 WeChat, 3 Weibo, 4 phone, 5 e-mail. */
export const UNION_TYPE = { qq: 1, wechat: 2, weibo: 3, phone: 4, email: 5 } as const;

/** One of the {@link UNION_TYPE} numbers. */
export type UnionType = (typeof UNION_TYPE)[keyof typeof UNION_TYPE];

/** A social platform that can sign in or be bound: 1 QQ, 2 WeChat, 3 Weibo. */
export type SocialType = typeof UNION_TYPE.qq | typeof UNION_TYPE.wechat | typeof UNION_TYPE.weibo;

/** The social platforms, in the order the modal shows them (WeChat, QQ, Weibo). */
export const SOCIAL_TYPES: readonly SocialType[] = [
  UNION_TYPE.wechat,
  UNION_TYPE.qq,
  UNION_TYPE.weibo,
];

/** One bound (or once bound) identity of a user (behaviour.md §3). */
export interface UserUnion {
  /** Which kind of identity. */
  readonly utype: number;
  /** Its display name; a phone is masked `138*****678`. */
  readonly unick: string;
  /** '1' when bound. */
  readonly status: string;
}

/** Behaviour.md §3 user info, as `GET /User/Detail` answers it. */
export interface UserInfo {
  /** The user id. */
  readonly uid: string;
  /** The display name. */
  readonly nickname: string;
  /** Bound identities. */
  readonly unions: readonly UserUnion[];
  /** Whether the account has a password (`has_passwd`): changing it then needs a proof. */
  readonly hasPassword: boolean;
  /** Whether the account is one of the server's operators (`is_operator`): it may moderate. */
  readonly isOperator: boolean;
}

/** The `{ code, msg, data }` envelope of every identity answer. */
export interface IdentityAnswer<T = unknown> {
  /** Business code: 1 success; 0 captcha needed (SMS); -1 failure (login). */
  readonly code: number;
  /** Chinese message for the error line. */
  readonly msg?: string;
  /** The payload. */
  readonly data?: T;
}

/**
 * `data` of the SmsCode answer (behaviour.md §3) as documented: `capi`, the one-time callback
 * address that takes the code (code 1), or `link`, the captcha page (code 0).
 */
export type SmsCodeData = WireSmsCode;

/** `data` of the `/User/Login` answer as documented: `link`, the captcha page after repeated failures. */
export type SignInData = WireSignIn;

/**
 * `data` of the QR call (behaviour.md §3) as documented: `id` (sent over the socket as `tid`),
 * `expired` (lifetime in seconds) and `qrImgStr` (the code picture as a data URL).
 */
export type QrCodeData = WireQrCode;

/**
 * `data` of `POST /helper/QrScan` as documented: who is asking to sign in (the phone shows it
 * before confirming): the waiting browser's name (`browser`, e.g. 'Chrome'), its IP address
 * (`ip`) and the seconds the code has left (`expired`).
 */
export type QrScanData = WireQrScan;

/** Collection counts (behaviour.md §3, from `stat.all` and `stat.reduce`). */
export interface CollectionCounts {
  /** Every saved item. */
  readonly all: number;
  /** Saved items whose price went down. */
  readonly reduces: number;
}

/** Price-protection counts (behaviour.md §3, from `data.view`). */
export interface ProtectionCounts {
  /** Orders still protected. */
  readonly valid: number;
  /** Orders whose protection ended. */
  readonly expired: number;
}

/** A social platform's authorize address; `url` is null when the platform is not configured. */
export interface SocialLink {
  /** The platform. */
  readonly utype: SocialType;
  /** Where to send the browser, or null when unavailable. */
  readonly url: string | null;
}

/** Fields of `POST /User/Modify` (all optional; the server decides which combination is valid). */
export interface ModifyFields {
  /** New display name. */
  readonly nickname?: string;
  /** New password. */
  readonly passwd?: string;
  /** Current password, when changing it with the old one. */
  readonly old_passwd?: string;
  /** The SMS tag the code was sent with. */
  readonly tag?: SmsTag;
  /** Phone the SMS code went to. */
  readonly phone?: string;
  /** The SMS code. */
  readonly code?: string;
  /** The code sent to the old phone (rechange). */
  readonly old_code?: string;
  /** New e-mail. */
  readonly email?: string;
}

/** Every identity call the browser makes (behaviour.md §7); the real `IdentityApi` or a fake. */
export interface IdentityApiClient {
  /** `POST /UserHelper/SmsCode`. */
  sendSmsCode(request: { phone: string; tag: SmsTag }): Promise<IdentityAnswer<SmsCodeData>>;
  /** `POST {capi}` with the code (unsigned): signs in by phone. */
  submitSmsCode(capi: string, code: string): Promise<IdentityAnswer>;
  /** `POST /User/Login`. */
  login(request: {
    account: string;
    passwd: string;
    rememberMe: boolean;
  }): Promise<IdentityAnswer<SignInData>>;
  /** `GET /User/Detail`; null for a visitor. */
  detail(): Promise<UserInfo | null>;
  /** `GET /UserCollection/List` counts. */
  collectionCounts(): Promise<CollectionCounts>;
  /** `GET /UserExtend/WorthOrderList` counts. */
  protectionCounts(): Promise<ProtectionCounts>;
  /** `GET /UserUnion/Authorize`: the provider's address, or null when it is not configured. */
  authorize(request: {
    utype: SocialType;
    referer: string;
    isBind: boolean;
  }): Promise<string | null>;
  /** `POST /User/Modify`; a success's `data` is the user as changed. */
  modify(fields: ModifyFields): Promise<IdentityAnswer<UserInfo>>;
  /** `POST /User/ResetPassword` with a 'forgot' SMS code. */
  resetPassword(request: { phone: string; code: string; passwd: string }): Promise<IdentityAnswer>;
  /** `POST /User/Dispose` with ensure=1. */
  dispose(): Promise<IdentityAnswer>;
  /** `POST /User/Logout`: ends this session; with this browser's push endpoint, its push too. */
  logout(pushEndpoint?: string): Promise<IdentityAnswer>;
  /** `GET /helper/QrCode?event=scanLogin`. */
  qrCode(): Promise<IdentityAnswer<QrCodeData>>;
  /** `POST /helper/QrLogin` (token): the waiting browser redeems the phone's confirmation for cookies. */
  qrLogin(token: string): Promise<IdentityAnswer>;
  /** `POST /helper/QrScan` (tid): the signed-in phone marks the code scanned; 401 for a visitor. */
  qrScan(tid: string): Promise<IdentityAnswer<QrScanData>>;
  /** `POST /helper/QrConfirm` (tid): the phone lets the waiting browser in. */
  qrConfirm(tid: string): Promise<IdentityAnswer>;
  /** `POST /helper/QrRefuse` (tid): the phone turns the sign-in down. */
  qrRefuse(tid: string): Promise<IdentityAnswer>;
}
