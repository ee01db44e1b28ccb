import { randomBytes } from 'node:crypto';
import { CSP_NONCE_PLACEHOLDER, SITES } from '@pricetrail/core';
import type { FastifyInstance } from 'fastify';

/** The placeholder the site build writes where each response's CSP nonce goes (site/vite.config.ts). */
export const NONCE_PLACEHOLDER = CSP_NONCE_PLACEHOLDER;

/** Pages the extension shows inside store pages: only the stores may frame them. */
const STORE_FRAMED_PATHS = /^\/(?:ext\/|jd_enhance(?:[/?#]|$))/;

/** Every store origin in core's registry (`https://jd.com`, `https://*.jd.com`, …). */
export const STORE_FRAME_ANCESTORS: readonly string[] = SITES.flatMap((site) =>
  site.hosts.flatMap((host) => [`https://${host}`, `https://*.${host}`]),
);

// What the site itself needs besides its own origin: product images from any store CDN, the QR
// codes' data URLs, and Baidu Tongji's script and beacons when an analytics id is configured.
const ANALYTICS = 'https://hm.baidu.com';

function frameAncestors(framedByStores: boolean): string {
  return framedByStores ? STORE_FRAME_ANCESTORS.join(' ') : "'self'";
}

function join(directives: Record<string, string>): string {
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

const COMMON = {
  'default-src': "'self'",
  'img-src': "'self' data: blob: https:",
  'font-src': "'self' data:",
  'connect-src': `'self' ${ANALYTICS}`,
  'frame-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
};

/**
 * The policy of an HTML page of the site: scripts and style elements only with this response's
 * nonce (`'strict-dynamic'` lets the nonced entry load its chunks and the analytics script).
 */
export function pagePolicy(nonce: string, url: string): string {
  return join({
    ...COMMON,
    'script-src': `'nonce-${nonce}' 'strict-dynamic'`,
    'style-src': `'self' 'nonce-${nonce}'`,
    'frame-ancestors': frameAncestors(STORE_FRAMED_PATHS.test(url)),
  });
}

// Everything else (JSON, assets, the API docs): nothing inline may run.
function resourcePolicy(framedByStores: boolean): string {
  return join({
    ...COMMON,
    'script-src': "'self'",
    'style-src': "'self' 'unsafe-inline'",
    'frame-ancestors': frameAncestors(framedByStores),
  });
}

/** A fresh nonce for one page response. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

function securityHeaders(framedByStores: boolean, https: boolean): Record<string, string> {
  return {
    'content-security-policy': resourcePolicy(framedByStores),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // X-Frame-Options cannot name other origins; the CSP's frame-ancestors speaks for those pages.
    ...(framedByStores ? {} : { 'x-frame-options': 'SAMEORIGIN' }),
    ...(https && { 'strict-transport-security': 'max-age=31536000' }),
  };
}

// The four sets a response can get, built once: they sit on the path of every request.
const HEADER_SETS = {
  site: Object.freeze(securityHeaders(false, false)),
  siteHttps: Object.freeze(securityHeaders(false, true)),
  framed: Object.freeze(securityHeaders(true, false)),
  framedHttps: Object.freeze(securityHeaders(true, true)),
};

/** The security headers of a response to `url`, over HTTPS or not (one shared, frozen set). */
export function securityHeadersFor(url: string, https: boolean): Readonly<Record<string, string>> {
  const framed = STORE_FRAMED_PATHS.test(url);
  if (https) return framed ? HEADER_SETS.framedHttps : HEADER_SETS.siteHttps;
  return framed ? HEADER_SETS.framed : HEADER_SETS.site;
}

/** Every response gets the security headers; a page response then swaps in its nonce policy. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeadersFor(request.url, request.protocol === 'https'));
    done();
  });
}
