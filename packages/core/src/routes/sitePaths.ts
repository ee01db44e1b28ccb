import { isDpId } from '../sites/dpId.js';

/** How a page path relates to the site's routes: a page, no route, or a failed parameter check. */
export type SitePathMatch = 'ok' | 'unknown' | 'invalid';

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
 * The site's page routes (spec §2) that have a page, shared by the site router and the server's
 * 404s; a spec route joins this list when its page does, so paths without a page answer 404.
 */
export const SITE_ROUTE_PATTERNS: readonly SiteRoutePattern[] = [
  { pattern: '/' },
  { pattern: '/crc64' },
  { pattern: '/crc64/list' },
  { pattern: '/crc64/dp:dpid', checks: dp },
  { pattern: '/crc64/dp:dpid/where_buy', checks: dp },
  { pattern: '/crc64/dp:dpid/trend', checks: dp },
  { pattern: '/crc64/dp:dpid/desc', checks: dp },
  { pattern: '/home' },
  { pattern: '/home/:class', checks: { class: isCategorySlug } },
  { pattern: '/product/middle_qr' },
  { pattern: '/trend' },
  { pattern: '/trend/history' },
  { pattern: '/trend/:dpid.html', checks: dp },
  { pattern: '/us' },
  { pattern: '/us/about' },
  { pattern: '/us/contact' },
  { pattern: '/us/zhaopin' },
  { pattern: '/static_page/privacy_policy.html' },
  { pattern: '/user/register' },
  { pattern: '/user/forgot_pwd' },
  { pattern: '/user_login' },
  { pattern: '/user_register' },
  { pattern: '/mine/setting' },
  { pattern: '/mine/setting_password' },
  // Not in spec §2: the mobile page a sign-in QR code opens (DESIGN.md, identity).
  { pattern: '/m/qr_confirm' },
];

/** Matches one segment against a pattern segment; returns captured params or null. */
function matchSegment(pattern: string, segment: string): Record<string, string> | null {
  const colon = pattern.indexOf(':');
  if (colon < 0) return pattern === segment ? {} : null;
  const prefix = pattern.slice(0, colon);
  const rest = pattern.slice(colon + 1);
  const dot = rest.indexOf('.');
  const name = dot < 0 ? rest : rest.slice(0, dot);
  const suffix = dot < 0 ? '' : rest.slice(dot);
  if (!segment.startsWith(prefix) || !segment.endsWith(suffix)) return null;
  const value = segment.slice(prefix.length, segment.length - suffix.length);
  return value ? { [name]: value } : null;
}

function splitPath(pathname: string): string[] {
  return pathname.split('/').filter((part) => part !== '');
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Classifies a page path: 'ok' (a route with valid parameters), 'invalid' (parameter check failed) or 'unknown'. */
export function matchSitePath(pathname: string): SitePathMatch {
  const segments = splitPath(pathname);
  let sawInvalid = false;
  for (const route of SITE_ROUTE_PATTERNS) {
    const parts = splitPath(route.pattern);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let matched = true;
    for (let i = 0; i < parts.length && matched; i += 1) {
      const captured = matchSegment(parts[i] ?? '', segments[i] ?? '');
      if (captured) Object.assign(params, captured);
      else matched = false;
    }
    if (!matched) continue;
    const valid = Object.entries(params).every(([name, raw]) => {
      const value = safeDecode(raw);
      const check = route.checks?.[name];
      return value !== null && (check ? check(value) : true);
    });
    if (valid) return 'ok';
    sawInvalid = true;
  }
  return sawInvalid ? 'invalid' : 'unknown';
}
