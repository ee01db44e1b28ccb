import type { SiteRoute } from './siteRoutes.js';

/**
 * The pages without parameters that search engines are invited to (the sitemap lists them); the
 * pages with parameters are listed from data (categories, products).
 */
export const LISTED_PAGES = [
  '/home',
  '/home/discount',
  '/promotion',
  '/promotion/activity',
  '/promotion/coupon',
  '/promotion/lowest',
  '/rank_list',
  '/shaidan',
  '/trend',
  '/crc64/list',
  '/us/about',
  '/us/contact',
  '/us/zhaopin',
  '/app/extension',
  '/app/questions',
  '/app/comment',
  '/app/suggestion',
] as const satisfies readonly SiteRoute[];

/**
 * Paths kept out of search indexes: the personal area, sign-in and account pages, the pages the
 * extension frames, the API. robots.txt disallows them and their pages say `noindex`.
 */
export const UNLISTED_PATH_PREFIXES = [
  '/api/',
  '/mine',
  '/user_login',
  '/user_register',
  '/user/',
  '/m/',
  '/ext/',
  '/jd_enhance',
  '/product/middle_qr',
  '/zhi/baoliao',
] as const;

/** Whether a page path is kept out of search indexes (see {@link UNLISTED_PATH_PREFIXES}). */
export function isUnlistedPath(pathname: string): boolean {
  return UNLISTED_PATH_PREFIXES.some(
    (prefix) =>
      pathname === prefix ||
      pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`) ||
      (prefix.endsWith('/') && pathname === prefix.slice(0, -1)),
  );
}
