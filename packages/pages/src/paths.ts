/** Typed path builders for every page the pages link to. */
export const paths = {
  /** The home page. */
  home: (): string => '/home',
  /** A category list. */
  category: (slug: string): string => `/home/${encodeURIComponent(slug)}`,
  /** The whole catalogue's list. */
  productList: (): string => '/crc64/list',
  /** The page a phone opens from a product's QR code. */
  middleQr: (dpId: string): string => `/product/middle_qr?dpid=${encodeURIComponent(dpId)}`,
  /** The link-paste page. */
  trend: (): string => '/trend',
  /** The history page of a dp id. */
  history: (dpId: string): string => `/trend/${dpId}.html`,
  /** The history page of a link or share text. */
  historyOfUrl: (url: string): string => `/trend/history?url=${encodeURIComponent(url)}`,
  /** The product page. */
  product: (dpId: string): string => `/crc64/dp${dpId}`,
  /** The store comparison of a product. */
  whereBuy: (dpId: string): string => `/crc64/dp${dpId}/where_buy`,
  /** The price trend of a product. */
  productTrend: (dpId: string): string => `/crc64/dp${dpId}/trend`,
  /** The product info of a product. */
  productDesc: (dpId: string): string => `/crc64/dp${dpId}/desc`,
  /** The login page, returning to `from` after sign-in. */
  userLogin: (from: string): string => `/user_login?from=${encodeURIComponent(from)}`,
  /** Free registration, returning to `from` after sign-in. */
  register: (from: string): string => `/user/register?from=${encodeURIComponent(from)}`,
  /** Forgotten password. */
  forgotPassword: (): string => '/user/forgot_pwd',
  /** The user agreement and privacy policy. */
  privacyPolicy: (): string => '/static_page/privacy_policy.html',
  /** The signed-in user's account settings. */
  accountSettings: (): string => '/mine/setting',
  /** Spec 'mine_setting_phone': the settings with the phone binding open. */
  accountPhone: (): string => '/mine/setting?view=phone',
  /** Setting or changing the password. */
  setPassword: (): string => '/mine/setting_password',
  /** A company page. */
  us: (topic: 'about' | 'contact' | 'zhaopin'): string => `/us/${topic}`,
} as const;
