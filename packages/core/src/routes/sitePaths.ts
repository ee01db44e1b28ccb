import { SITE_PARAM_CHECKS, SITE_ROUTE_PATTERNS, type SiteRoute } from './siteRoutes.js';

/** How a page path relates to the site's routes: a page, no route, or a failed parameter check. */
export type SitePathMatch = 'ok' | 'unknown' | 'invalid';

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

/**
 * Matches a page path against one route pattern: 'ok', 'invalid' (a parameter check failed) or
 * 'unknown' (the pattern does not fit). The site's router checks only the pattern it matched.
 */
export function matchSitePattern(pattern: SiteRoute, pathname: string): SitePathMatch {
  const segments = splitPath(pathname);
  const parts = splitPath(pattern);
  if (parts.length !== segments.length) return 'unknown';
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i += 1) {
    const captured = matchSegment(parts[i] ?? '', segments[i] ?? '');
    if (!captured) return 'unknown';
    Object.assign(params, captured);
  }
  const valid = Object.entries(params).every(([name, raw]) => {
    const value = safeDecode(raw);
    const check = SITE_PARAM_CHECKS[name];
    return value !== null && (check ? check(value) : true);
  });
  return valid ? 'ok' : 'invalid';
}

/** Classifies a page path: 'ok' (a route with valid parameters), 'invalid' (parameter check failed) or 'unknown'. */
export function matchSitePath(pathname: string): SitePathMatch {
  let sawInvalid = false;
  for (const pattern of SITE_ROUTE_PATTERNS) {
    const match = matchSitePattern(pattern, pathname);
    if (match === 'ok') return 'ok';
    sawInvalid ||= match === 'invalid';
  }
  return sawInvalid ? 'invalid' : 'unknown';
}
