import { isDpId } from '../sites/dpId.js';

/** A checker for one route parameter; `true` when the value is acceptable. */
export type SiteParamCheck = (value: string) => boolean;

/** One page route: a path pattern (`:name` segments, `dp:dpid` / `:dpid.html` forms) and its parameter checks. */
export interface SiteRoutePattern {
  /** The pattern, e.g. `/crc64/dp:dpid/where_buy`. */
  readonly pattern: string;
  /** Checks per parameter name; a parameter without one accepts any non-empty value. */
  readonly checks?: Readonly<Record<string, SiteParamCheck>>;
}

const SLUG = /^[a-z0-9][a-z0-9_-]{0,39}$/;
const NUMERIC_ID = /^\d{1,12}$/;

/** Checks a category slug (`/home/:class`). */
export const isCategorySlug: SiteParamCheck = (value) => SLUG.test(value);
/** Checks a numeric id (`/promotion/:id`, `/zhi/detail/:id`). */
export const isNumericId: SiteParamCheck = (value) => NUMERIC_ID.test(value);

const dp = { dpid: isDpId };

/**
 * The site's route table, part one: the spec §2 routes that have a page, by name. The site router
 * routes exactly these, the pages build their links from them and the server answers 404 for any
 * other path; a spec route moves here from {@link SPEC_ROUTES_NOT_BUILT} when its page is built.
 */
export const SITE_ROUTES = {
  root: { pattern: '/' },
  productHome: { pattern: '/crc64' },
  productList: { pattern: '/crc64/list' },
  product: { pattern: '/crc64/dp:dpid', checks: dp },
  whereBuy: { pattern: '/crc64/dp:dpid/where_buy', checks: dp },
  productTrend: { pattern: '/crc64/dp:dpid/trend', checks: dp },
  productDesc: { pattern: '/crc64/dp:dpid/desc', checks: dp },
  home: { pattern: '/home' },
  category: { pattern: '/home/:class', checks: { class: isCategorySlug } },
  middleQr: { pattern: '/product/middle_qr' },
  trend: { pattern: '/trend' },
  historyOfUrl: { pattern: '/trend/history' },
  history: { pattern: '/trend/:dpid.html', checks: dp },
  us: { pattern: '/us' },
  usAbout: { pattern: '/us/about' },
  usContact: { pattern: '/us/contact' },
  usJobs: { pattern: '/us/zhaopin' },
  privacyPolicy: { pattern: '/static_page/privacy_policy.html' },
  register: { pattern: '/user/register' },
  forgotPassword: { pattern: '/user/forgot_pwd' },
  userLogin: { pattern: '/user_login' },
  userRegister: { pattern: '/user_register' },
  accountSettings: { pattern: '/mine/setting' },
  setPassword: { pattern: '/mine/setting_password' },
  // Not in spec §2: the mobile page a sign-in QR code opens (DESIGN.md, identity).
  qrConfirm: { pattern: '/m/qr_confirm' },
} as const satisfies Record<string, SiteRoutePattern>;

/** The name of a route in {@link SITE_ROUTES}. */
export type SiteRouteName = keyof typeof SITE_ROUTES;

/**
 * The site's route table, part two: the spec §2 routes without a page yet (they answer 404).
 * Kept apart from {@link SITE_ROUTES} so the pages' bundles do not carry it.
 */
export const SPEC_ROUTES_NOT_BUILT: readonly string[] = [
  '/app/comment',
  '/app/extension',
  '/app/questions',
  '/app/suggestion',
  '/crc64/dp:dpid/reviews',
  '/ext/ai_compare',
  '/ext/ai_rate',
  '/ext/jd_rank',
  '/jd_enhance',
  '/home/discount',
  '/home/discount/:class',
  '/mine/collection',
  '/mine/credit',
  '/mine/price_protect',
  '/promotion',
  '/promotion/:id',
  '/promotion/activity',
  '/promotion/coupon',
  '/promotion/lowest',
  '/rank_list',
  '/shaidan',
  '/zhi/detail/:id',
];
