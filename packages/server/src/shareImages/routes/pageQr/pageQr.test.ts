import { PAGE_QR_MAX_PATH, pageQrSrc } from '@pricetrail/core';
import Fastify from 'fastify';
import QRCode from 'qrcode';
import { expect, test } from 'vitest';
import { registerErrorHandler } from '../../../http/errors.js';
import { registerRateLimit } from '../../../http/rateLimit.js';
import { registerSecurity } from '../../../security/config.js';
import { MSG_NOT_OWN_PAGE, PAGE_QR_PER_MINUTE, pageQrRoutes } from './index.js';

const SITE = 'https://prices.example.com';

async function appServing() {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  registerSecurity(app, {
    publicOrigins: [SITE],
    sourceMaps: false,
    captcha: { provider: 'arithmetic' },
  });
  await registerRateLimit(app);
  await app.register(pageQrRoutes, { prefix: '/api' });
  return app;
}

/** The SVG the route should draw for this full address. */
const codeFor = (url: string) =>
  QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });

test('draws an SVG code of the page on our site, cacheable for a day', async () => {
  const app = await appServing();

  const response = await app.inject({
    url: pageQrSrc('/app/questions'),
    headers: { host: 'prices.example.com' },
  });

  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  expect(response.headers['cache-control']).toBe('public, max-age=86400');
  expect(response.body).toMatch(/^<svg /);
  expect(response.body).toBe(await codeFor(`${SITE}/app/questions`));
});

test('keeps the query of the page', async () => {
  const app = await appServing();
  const path = '/product/middle_qr?url=https%3A%2F%2Fitem.jd.com%2F100012043978.html';

  const response = await app.inject(pageQrSrc(path));

  expect(response.statusCode).toBe(200);
  expect(response.body).toBe(await codeFor(`${SITE}${path}`));
});

test('never points at a host the request named: the code is for our own origin', async () => {
  const app = await appServing();

  const response = await app.inject({
    url: pageQrSrc('/app/questions'),
    headers: { host: 'evil.example' },
  });

  expect(response.statusCode).toBe(200);
  expect(response.body).toBe(await codeFor(`${SITE}/app/questions`));
});

test.each([
  ['another host', '//evil.example/app'],
  ['a backslash host', '/\\evil.example'],
  ['a full address', 'https://evil.example/'],
  ['a relative path', 'app/questions'],
  ['an empty path', ''],
  ['a path too long', `/${'a'.repeat(PAGE_QR_MAX_PATH)}`],
])('refuses %s in Chinese with a 400', async (_name, path) => {
  const app = await appServing();

  const response = await app.inject(pageQrSrc(path));

  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    code: 400,
    msg: expect.stringMatching(/[\u4e00-\u9fff]/),
  });
});

test('refuses a path that is not ours with the reason', async () => {
  const app = await appServing();

  const response = await app.inject(pageQrSrc('//evil.example/app'));

  expect(response.json()).toEqual({ code: 400, msg: MSG_NOT_OWN_PAGE });
});

test('asks for the path when it is missing', async () => {
  const app = await appServing();

  const response = await app.inject('/api/qr.svg');

  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    code: 400,
    msg: expect.stringContaining('请求参数有误'),
  });
});

test('draws a client 60 codes a minute, then asks it to wait, in Chinese', async () => {
  const app = await appServing();
  const ask = (remoteAddress: string) =>
    app.inject({ url: pageQrSrc('/app/questions'), remoteAddress });

  for (let i = 0; i < PAGE_QR_PER_MINUTE; i += 1) {
    expect((await ask('192.0.2.10')).statusCode).toBe(200);
  }
  const refused = await ask('192.0.2.10');
  expect(refused.statusCode).toBe(429);
  expect(refused.json<{ msg: string }>().msg).toMatch(/^请求过于频繁，请 \d+ 秒后再试$/);
  expect((await ask('192.0.2.11')).statusCode).toBe(200);
});
