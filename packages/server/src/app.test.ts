import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

function configWithSite(siteDir: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-data-'));
  return { ...loadConfig({}), siteDir, dataDir, logLevel: 'silent' };
}

describe('with a built site', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'pricetrail-site-'));
    writeFileSync(join(siteDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(siteDir, 'app.js'), 'console.info(1)');
    mkdirSync(join(siteDir, 'assets'));
    writeFileSync(join(siteDir, 'assets', 'index-DWrttMJi.js'), 'console.info(2)');
    writeFileSync(
      join(siteDir, 'assets', 'index-DWrttMJi.js.br'),
      brotliCompressSync('console.info(2)'),
    );
    app = await buildApp(configWithSite(siteDir));
  });
  afterAll(() => app.close());

  test('GET /api/health answers {"ok":true}', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"ok":true}');
  });

  test('page paths get the app shell and assets are served as files', async () => {
    const page = await app.inject('/home');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['x-robots-tag']).toBeUndefined();
    const asset = await app.inject('/app.js');
    expect(asset.body).toBe('console.info(1)');
  });

  test('files named by their content hash are kept for good; the others are asked for again', async () => {
    const hashed = await app.inject('/assets/index-DWrttMJi.js');
    expect(hashed.body).toBe('console.info(2)');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const compressed = await app.inject({
      url: '/assets/index-DWrttMJi.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const unhashed = await app.inject('/app.js');
    expect(unhashed.headers['cache-control']).toBe('public, max-age=0');
  });

  test('a page path without a page is a 404 shell that search engines do not index', async () => {
    const page = await app.inject('/no/such/page');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['x-robots-tag']).toBe('noindex');
  });

  test('HEAD answers a page like GET, without the body', async () => {
    const get = await app.inject('/home');
    const head = await app.inject({ method: 'HEAD', url: '/home' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers.etag).toBe(get.headers.etag);
    const missing = await app.inject({ method: 'HEAD', url: '/no/such/page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-robots-tag']).toBe('noindex');
  });

  test('a page the browser holds answers 304 without a policy, so its stored nonce still holds', async () => {
    const first = await app.inject('/home');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({ url: '/home', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['content-security-policy']).toBeUndefined();
    const changed = await app.inject({ url: '/home', headers: { 'if-none-match': '"other"' } });
    expect(changed.statusCode).toBe(200);
  });

  test('an unknown API path is a Chinese JSON 404, not the shell', async () => {
    for (const request of [{ url: '/api/nope' }, { url: '/home', method: 'POST' as const }]) {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, msg: '接口不存在' });
    }
  });
});

test('without a built site, pages say how to build it', async () => {
  const app = await buildApp(configWithSite(mkdtempSync(join(tmpdir(), 'pricetrail-empty-'))));
  const response = await app.inject('/home');
  expect(response.statusCode).toBe(503);
  expect(response.body).toContain('pnpm build');
  await app.close();
});
