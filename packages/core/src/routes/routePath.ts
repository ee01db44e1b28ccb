// Apart from the route table and matching, so a bundle that only builds links carries neither.
import type { SiteRoute } from './siteRoutes.js';

/** A route's path with its parameters filled in (URI-encoded), e.g. `/crc64/dp100-3` for `/crc64/dp:dpid`. */
export function sitePath(
  pattern: SiteRoute,
  params: Readonly<Record<string, string>> = {},
): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** A route's pattern in the router's syntax, where a parameter is a whole segment (`/trend/:dpid`). */
export function routerPattern(pattern: SiteRoute): string {
  return pattern.replace(/[^/]*(:\w+)[^/]*/g, '$1');
}
