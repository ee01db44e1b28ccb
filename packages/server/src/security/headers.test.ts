import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SITES } from '@pricetrail/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { NONCE_PLACEHOLDER } from './headers.js';

// A built site as Vite writes it with `html.cspNonce`.
function builtSite(): string {
  const siteDir = mkdtempSync(join(tmpdir(), 'pricetrail-site-'));
  mkdirSync(join(siteDir, 'assets'));
  writeFileSync(
    join(siteDir, 'index.html'),
    `<!doctype html><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}">` +
      `<script type="module" nonce="${NONCE_PLACEHOLDER}" src="/assets/app.js"></script><div id="root"></div>`,
  );
  writeFileSync(
    join(siteDir, 'assets', 'app.js'),
    'console.info(1)\n//# sourceMappingURL=app.js.map',
  );
  writeFileSync(join(siteDir, 'assets', 'app.js.map'), '{"sources":["secret.ts"]}');
  return siteDir;
}

async function appWith(env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-data-'));
  return buildApp({ ...loadConfig(env), siteDir: builtSite(), dataDir, logLevel: 'silent' });
}

function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => app.close());

  // Pages, the API and assets used to send none of these; /mine/setting could be framed anywhere.
  test.each(['/mine/setting', '/', '/api/health', '/assets/app.js', '/api/nope', '/nope'])(
    '%s: CSP, nosniff, referrer policy and same-origin framing only',
    async (url) => {
      const response = await app.inject(url);
      const csp = directives(response.headers['content-security-policy'] as string);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    },
  );

  test('a page carries a fresh nonce in its policy and in every tag that needs one', async () => {
    const first = await app.inject('/mine/setting');
    const second = await app.inject('/mine/setting');
    const nonceOf = (policy: unknown) => /'nonce-([^']+)'/.exec(String(policy))?.[1] ?? 'missing';
    const nonce = nonceOf(first.headers['content-security-policy']);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second.headers['content-security-policy'])).not.toBe(nonce);
    const csp = directives(first.headers['content-security-policy'] as string);
    expect(csp.get('script-src')).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"]);
    expect(csp.get('style-src')).toContain(`'nonce-${nonce}'`);
    expect(first.body).not.toContain(NONCE_PLACEHOLDER);
    expect(
      first.body.match(new RegExp(`nonce="${nonce.replace(/[+/]/g, '\\$&')}"`, 'g')),
    ).toHaveLength(2);
  });

  test('the raw shell with its placeholder is never served', async () => {
    const response = await app.inject('/index.html');
    expect(response.body).not.toContain(NONCE_PLACEHOLDER);
  });

  test.each(['/ext/price_panel', '/jd_enhance', '/jd_enhance?sku=1'])(
    '%s may be framed by the stores in core’s registry, and only by them',
    async (url) => {
      const response = await app.inject(url);
      const ancestors = directives(response.headers['content-security-policy'] as string).get(
        'frame-ancestors',
      );
      const expected = SITES.flatMap((site) =>
        site.hosts.flatMap((host) => [`https://${host}`, `https://*.${host}`]),
      );
      expect(ancestors).toEqual(expected);
      expect(ancestors).toContain('https://*.jd.com');
      expect(response.headers['x-frame-options']).toBeUndefined();
    },
  );

  test('HSTS only when the request came over https', async () => {
    const secure = await app.inject({
      url: '/',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
    const plain = await app.inject({ url: '/', remoteAddress: '127.0.0.1' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('source maps', () => {
  // 40 maps with every source were public; now they are only served when asked for.
  test('are not published by default', async () => {
    const app = await appWith({});
    const map = await app.inject('/assets/app.js.map');
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
    expect((await app.inject('/assets/app.js')).statusCode).toBe(200);
    await app.close();
  });

  test('SOURCE_MAPS=1 publishes them', async () => {
    const app = await appWith({ SOURCE_MAPS: '1' });
    const map = await app.inject('/assets/app.js.map');
    expect(map.statusCode).toBe(200);
    expect(map.body).toContain('secret.ts');
    await app.close();
  });
});
