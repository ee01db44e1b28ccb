import { isDpId } from '../sites/dpId.js';

/** A checker for one route parameter; `true` when the value is acceptable. */
export type SiteParamCheck = (value: string) => boolean;

const SLUG = /^[a-z0-9][a-z0-9_-]{0,39}$/;
// Ids are positive 32-bit integers (PostgreSQL's integer columns): a larger one names nothing.
const NUMERIC_ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

/** Checks a category slug (`/home/:class`). */
export const isCategorySlug: SiteParamCheck = (value) => SLUG.test(value);
/** Checks a numeric id (`/promotion/:id`, `/zhi/detail/:id`). */
export const isNumericId: SiteParamCheck = (value) =>
  NUMERIC_ID.test(value) && Number(value) <= MAX_ID;

/** The check of each route parameter, by name; a parameter without one accepts any non-empty value. */
export const SITE_PARAM_CHECKS: Readonly<Record<string, SiteParamCheck>> = {
  dpid: isDpId,
  class: isCategorySlug,
  id: isNumericId,
};

/**
 * The site's route table, part one: the behaviour.md §2 routes that have a page. The site router routes
 * exactly these and the pages build their links from them, both through {@link SiteRoute}, so a
 * path outside the table does not compile; the server answers 404 for any other path. A spec route
 * moves here from {@link SPEC_ROUTES_NOT_BUILT} when its page is built.
 */
export const SITE_ROUTE_PATTERNS = [
  '/',
  '/app/comment',
  '/app/extension',
  '/app/questions',
  '/app/suggestion',
  '/crc64',
  '/crc64/list',
  '/crc64/dp:dpid',
  '/crc64/dp:dpid/where_buy',
  '/crc64/dp:dpid/trend',
  '/crc64/dp:dpid/desc',
  '/crc64/dp:dpid/reviews',
  '/ext/ai_compare',
  '/ext/ai_rate',
  '/ext/jd_rank',
  // Not in behaviour.md §2: the price-history popover the extension's mini bar frames.
  '/ext/trend',
  '/home',
  '/home/:class',
  '/home/discount',
  '/home/discount/:class',
  '/jd_enhance',
  '/product/middle_qr',
  '/promotion',
  '/promotion/:id',
  '/promotion/activity',
  '/promotion/coupon',
  '/promotion/lowest',
  '/rank_list',
  '/trend',
  '/trend/history',
  '/trend/:dpid.html',
  '/us',
  '/us/about',
  '/us/contact',
  '/us/zhaopin',
  '/static_page/privacy_policy.html',
  '/user/register',
  '/user/forgot_pwd',
  '/user_login',
  '/user_register',
  '/mine',
  '/mine/collection',
  '/mine/credit',
  // Not in behaviour.md §2: 我的关注, the brands, categories and keywords followed (issue 38).
  '/mine/follow',
  // Not in behaviour.md §2: the operators' moderation page (issue #15).
  '/mine/moderation',
  // Not in behaviour.md §2: the notice centre and alert settings (issue #13).
  '/mine/notice',
  '/mine/price_protect',
  '/mine/setting',
  '/mine/setting_password',
  '/shaidan',
  // Not in behaviour.md §2: the 爆料 form (issue #15).
  '/zhi/baoliao',
  '/zhi/detail/:id',
  // Not in behaviour.md §2: the mobile page a sign-in QR code opens (DESIGN.md, identity).
  '/m/qr_confirm',
] as const;

/** A route that has a page, as a path pattern: `:name` parameters, also inside a segment (`dp:dpid`, `:dpid.html`). */
export type SiteRoute = (typeof SITE_ROUTE_PATTERNS)[number];

/**
 * The site's route table, part two: the behaviour.md §2 routes without a page yet (they answer 404).
 * Kept apart from {@link SITE_ROUTE_PATTERNS} so the pages' bundles do not carry it.
 */
export const SPEC_ROUTES_NOT_BUILT: readonly string[] = [];
