import { sitePath, type SiteRoute } from '@pricetrail/core';

/** Typed path builders for every page the pages link to, filled from core's route table. */
export const paths = {
  /** The home page. */
  home: (): string => '/home' satisfies SiteRoute,
  /** A category list. */
  category: (slug: string): string => sitePath('/home/:class', { class: slug }),
  /** Today's deals, of every category or of one. */
  discount: (slug?: string): string =>
    slug
      ? sitePath('/home/discount/:class', { class: slug })
      : ('/home/discount' satisfies SiteRoute),
  /** The store events running now and coming. */
  promotions: (): string => '/promotion' satisfies SiteRoute,
  /** One store event. */
  promotion: (id: number): string => sitePath('/promotion/:id', { id: String(id) }),
  /** The list of every current and coming event. */
  promotionActivity: (): string => '/promotion/activity' satisfies SiteRoute,
  /** The coupons, of every store or of one. */
  coupons: (siteId?: number): string =>
    `${'/promotion/coupon' satisfies SiteRoute}${siteId === undefined ? '' : `?site=${siteId}`}`,
  /** The products at their historical low today. */
  lowest: (): string => '/promotion/lowest' satisfies SiteRoute,
  /** The rankings (降价榜 first, of every category). */
  rankList: (): string => '/rank_list' satisfies SiteRoute,
  /** The whole catalogue's list. */
  productList: (): string => '/crc64/list' satisfies SiteRoute,
  /** The catalogue's products matching keywords. */
  productSearch: (keywords: string): string =>
    `${'/crc64/list' satisfies SiteRoute}?q=${encodeURIComponent(keywords)}`,
  /** The page a phone opens from a product's QR code. */
  middleQr: (dpId: string): string =>
    `${'/product/middle_qr' satisfies SiteRoute}?dpid=${encodeURIComponent(dpId)}`,
  /** The link-paste page. */
  trend: (): string => '/trend' satisfies SiteRoute,
  /** The history page of a dp id. */
  history: (dpId: string): string => sitePath('/trend/:dpid.html', { dpid: dpId }),
  /** The history page of a link or share text. */
  historyOfUrl: (url: string): string =>
    `${'/trend/history' satisfies SiteRoute}?url=${encodeURIComponent(url)}`,
  /** Where a search box sends its text (`?url=`) when no script handles it: the server answers. */
  lookupForm: (): string => '/trend/history' satisfies SiteRoute,
  /** The product page. */
  product: (dpId: string): string => sitePath('/crc64/dp:dpid', { dpid: dpId }),
  /** The store comparison of a product. */
  whereBuy: (dpId: string): string => sitePath('/crc64/dp:dpid/where_buy', { dpid: dpId }),
  /** The price trend of a product. */
  productTrend: (dpId: string): string => sitePath('/crc64/dp:dpid/trend', { dpid: dpId }),
  /** The product info of a product. */
  productDesc: (dpId: string): string => sitePath('/crc64/dp:dpid/desc', { dpid: dpId }),
  /** A product's 晒单 and reviews. */
  productReviews: (dpId: string): string => sitePath('/crc64/dp:dpid/reviews', { dpid: dpId }),
  /** The 晒单 feed. */
  shaidan: (): string => '/shaidan' satisfies SiteRoute,
  /** One 好价 post. */
  dealPost: (id: number): string => sitePath('/zhi/detail/:id', { id: String(id) }),
  /** The 爆料 form. */
  baoliao: (): string => '/zhi/baoliao' satisfies SiteRoute,

  /** The login page, returning to `from` after sign-in. */
  userLogin: (from: string): string =>
    `${'/user_login' satisfies SiteRoute}?from=${encodeURIComponent(from)}`,
  /** Free registration, returning to `from` after sign-in. */
  register: (from: string): string =>
    `${'/user/register' satisfies SiteRoute}?from=${encodeURIComponent(from)}`,
  /** Forgotten password. */
  forgotPassword: (): string => '/user/forgot_pwd' satisfies SiteRoute,
  /** The user agreement and privacy policy. */
  privacyPolicy: (): string => '/static_page/privacy_policy.html' satisfies SiteRoute,
  /** The watch list (我的收藏). */
  collection: (): string => '/mine/collection' satisfies SiteRoute,
  /** The price-protection orders (价保). */
  priceProtect: (): string => '/mine/price_protect' satisfies SiteRoute,
  /** The notice centre (消息中心). */
  notice: (): string => '/mine/notice' satisfies SiteRoute,
  /** The follows (我的关注). */
  follow: (): string => '/mine/follow' satisfies SiteRoute,
  /** The credits (积分). */
  credit: (): string => '/mine/credit' satisfies SiteRoute,
  /** The operators' moderation queue (内容审核). */
  moderation: (): string => '/mine/moderation' satisfies SiteRoute,
  /** The signed-in user's account settings. */
  accountSettings: (): string => '/mine/setting' satisfies SiteRoute,
  /** Spec 'mine_setting_phone': the settings with the phone binding open. */
  accountPhone: (): string => `${'/mine/setting' satisfies SiteRoute}?view=phone`,
  /** Setting or changing the password. */
  setPassword: (): string => '/mine/setting_password' satisfies SiteRoute,
  /** A company page. */
  us: (topic: 'about' | 'contact' | 'zhaopin'): string => `/us/${topic}` satisfies SiteRoute,
} as const;
