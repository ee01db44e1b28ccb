import { SITE_ROUTES, sitePath } from '@pricetrail/core';

const US_PAGES = {
  about: SITE_ROUTES.usAbout,
  contact: SITE_ROUTES.usContact,
  zhaopin: SITE_ROUTES.usJobs,
} as const;

/** A route's path with a query string of one URI-encoded parameter. */
function withQuery(path: string, name: string, value: string): string {
  return `${path}?${name}=${encodeURIComponent(value)}`;
}

/** Typed path builders for every page the pages link to, filled from core's route table. */
export const paths = {
  /** The home page. */
  home: (): string => sitePath(SITE_ROUTES.home),
  /** A category list. */
  category: (slug: string): string => sitePath(SITE_ROUTES.category, { class: slug }),
  /** The whole catalogue's list. */
  productList: (): string => sitePath(SITE_ROUTES.productList),
  /** The page a phone opens from a product's QR code. */
  middleQr: (dpId: string): string => withQuery(sitePath(SITE_ROUTES.middleQr), 'dpid', dpId),
  /** The link-paste page. */
  trend: (): string => sitePath(SITE_ROUTES.trend),
  /** The history page of a dp id. */
  history: (dpId: string): string => sitePath(SITE_ROUTES.history, { dpid: dpId }),
  /** The history page of a link or share text. */
  historyOfUrl: (url: string): string => withQuery(sitePath(SITE_ROUTES.historyOfUrl), 'url', url),
  /** The product page. */
  product: (dpId: string): string => sitePath(SITE_ROUTES.product, { dpid: dpId }),
  /** The store comparison of a product. */
  whereBuy: (dpId: string): string => sitePath(SITE_ROUTES.whereBuy, { dpid: dpId }),
  /** The price trend of a product. */
  productTrend: (dpId: string): string => sitePath(SITE_ROUTES.productTrend, { dpid: dpId }),
  /** The product info of a product. */
  productDesc: (dpId: string): string => sitePath(SITE_ROUTES.productDesc, { dpid: dpId }),
  /** The login page, returning to `from` after sign-in. */
  userLogin: (from: string): string => withQuery(sitePath(SITE_ROUTES.userLogin), 'from', from),
  /** Free registration, returning to `from` after sign-in. */
  register: (from: string): string => withQuery(sitePath(SITE_ROUTES.register), 'from', from),
  /** Forgotten password. */
  forgotPassword: (): string => sitePath(SITE_ROUTES.forgotPassword),
  /** The user agreement and privacy policy. */
  privacyPolicy: (): string => sitePath(SITE_ROUTES.privacyPolicy),
  /** The signed-in user's account settings. */
  accountSettings: (): string => sitePath(SITE_ROUTES.accountSettings),
  /** Spec 'mine_setting_phone': the settings with the phone binding open. */
  accountPhone: (): string => `${sitePath(SITE_ROUTES.accountSettings)}?view=phone`,
  /** Setting or changing the password. */
  setPassword: (): string => sitePath(SITE_ROUTES.setPassword),
  /** A company page. */
  us: (topic: keyof typeof US_PAGES): string => sitePath(US_PAGES[topic]),
} as const;
