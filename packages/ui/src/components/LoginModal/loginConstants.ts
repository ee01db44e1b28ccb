/** Behaviour.md §4 login modal tabs: 1 phone quick login, 2 account and password, 3 app QR code. */
export const LOGIN_TAB = { phone: 1, account: 2, qr: 3 } as const;

/** One of the {@link LOGIN_TAB} numbers. */
export type LoginTab = (typeof LOGIN_TAB)[keyof typeof LOGIN_TAB];

/** Behaviour.md §2/§3 social login union types: 1 QQ, 2 WeChat, 3 Weibo. */
export const SOCIAL_LOGIN = { qq: 1, wechat: 2, weibo: 3 } as const;

/** One of the {@link SOCIAL_LOGIN} numbers. */
export type SocialLoginType = (typeof SOCIAL_LOGIN)[keyof typeof SOCIAL_LOGIN];

/** Behaviour.md §2 pages the login modal links to. */
export const LOGIN_LINKS = {
  /** The user agreement. */
  agreement: '/static_page/privacy_policy.html',
  /** Free registration, coming back to the home page. */
  register: '/user/register?from=%2F',
  /** Forgotten password. */
  forgotPassword: '/user/forgot_pwd',
} as const;

/** The login box's heading, which also names it. */
export const LOGIN_TITLE = '登录价迹';

/** The tab titles, in order. */
export const LOGIN_TAB_ITEMS = [
  { value: LOGIN_TAB.phone, label: '手机快捷登录' },
  { value: LOGIN_TAB.account, label: '账号密码登录' },
  { value: LOGIN_TAB.qr, label: '扫码登录' },
] as const;

/** What the shopper typed, kept across tab switches. */
export interface LoginFields {
  /** Phone number on the phone tab. */
  phone: string;
  /** SMS code on the phone tab. */
  code: string;
  /** Phone number or e-mail on the account tab. */
  account: string;
  /** Password on the account tab. */
  passwd: string;
  /** '下次免登录', checked by default. */
  rememberMe: boolean;
}

/** The fields of a freshly opened modal. */
export const EMPTY_LOGIN_FIELDS: LoginFields = {
  phone: '',
  code: '',
  account: '',
  passwd: '',
  rememberMe: true,
};
