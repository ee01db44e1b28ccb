import { SITE_ROUTES, type SiteRoutePattern } from './siteRoutes.js';

/** How a page path relates to the site's routes: a page, no route, or a failed parameter check. */
export type SitePathMatch = 'ok' | 'unknown' | 'invalid';

/** The routes that have a page, shared by the site router and the server's 404s. */
export const SITE_ROUTE_PATTERNS: readonly SiteRoutePattern[] = Object.values(SITE_ROUTES);

/** One pattern segment: literal text, or a `:name` parameter between a prefix and a suffix. */
function parseSegment(pattern: string): { prefix: string; name: string; suffix: string } | null {
  const colon = pattern.indexOf(':');
  if (colon < 0) return null;
  const rest = pattern.slice(colon + 1);
  const dot = rest.indexOf('.');
  return {
    prefix: pattern.slice(0, colon),
    name: dot < 0 ? rest : rest.slice(0, dot),
    suffix: dot < 0 ? '' : rest.slice(dot),
  };
}

/** Matches one segment against a pattern segment; returns captured params or null. */
function matchSegment(pattern: string, segment: string): Record<string, string> | null {
  const param = parseSegment(pattern);
  if (!param) return pattern === segment ? {} : null;
  const { prefix, name, suffix } = param;
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

/** A route's path with its parameters filled in (URI-encoded), e.g. `/crc64/dp100-3` for `product`. */
export function sitePath(
  route: SiteRoutePattern,
  params: Readonly<Record<string, string>> = {},
): string {
  return route.pattern.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}

/** A route's pattern in the router's syntax, where a parameter is a whole segment (`/trend/:dpid`). */
export function routerPattern(route: SiteRoutePattern): string {
  const segments = splitPath(route.pattern).map((segment) => {
    const param = parseSegment(segment);
    return param ? `:${param.name}` : segment;
  });
  return `/${segments.join('/')}`;
}
