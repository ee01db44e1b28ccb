import { SITE_PARAM_CHECKS, SITE_ROUTE_PATTERNS } from './siteRoutes.js';

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

/** Classifies a page path: 'ok' (a route with valid parameters), 'invalid' (parameter check failed) or 'unknown'. */
export function matchSitePath(pathname: string): SitePathMatch {
  const segments = splitPath(pathname);
  let sawInvalid = false;
  for (const pattern of SITE_ROUTE_PATTERNS) {
    const parts = splitPath(pattern);
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
      const check = SITE_PARAM_CHECKS[name];
      return value !== null && (check ? check(value) : true);
    });
    if (valid) return 'ok';
    sawInvalid = true;
  }
  return sawInvalid ? 'invalid' : 'unknown';
}
