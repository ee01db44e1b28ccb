import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DIALECTS } from '../testing/dialects.js';
import {
  TEST_HOST,
  TEST_ORIGIN,
  identityHarness,
  type IdentityHarness,
} from '../testing/identityClient.js';

const START = Date.UTC(2026, 5, 1, 4) / 1000;
const LONG = 'a'.repeat(20_000);
const OVER_LIMIT = JSON.stringify({ observations: [{ title: 'x'.repeat(1_100_000) }] });
const CJK = /[\u4e00-\u9fff]/;
// Two English words in a row is the validator's or Fastify's prose, never our message.
const ENGLISH_PROSE = /[A-Za-z]{2,}[\s/]+[A-Za-z]{2,}/;

interface Case {
  name: string;
  request: InjectOptions;
  status: number;
}

const post = (url: string, payload: string, contentType = 'application/json'): InjectOptions => ({
  method: 'POST',
  url,
  payload,
  headers: { host: TEST_HOST, origin: TEST_ORIGIN, 'content-type': contentType },
});

const get = (url: string): InjectOptions => ({ method: 'GET', url, headers: { host: TEST_HOST } });

// Every route family (products, history, trend, search, categories, price reports, identity
// calls, social sign-in, pages) with each kind of request a client can get wrong.
const CASES: Case[] = [
  { name: 'bad escape in a product path', request: get('/api/products/%FF'), status: 400 },
  {
    name: 'bad escape in a history path',
    request: get('/api/products/%E0%A4%A/history'),
    status: 400,
  },
  { name: 'bad escape in an identity path', request: get('/User/%FF'), status: 400 },
  { name: 'bad escape in a page path', request: get('/crc64/dp%FF'), status: 400 },
  { name: 'integer query given text', request: get('/api/search?q=x&page=abc'), status: 400 },
  {
    name: 'range outside its list',
    request: get('/api/products/100012043978-3/history?range=decade'),
    status: 400,
  },
  { name: 'missing required query', request: get('/api/trend/resolve'), status: 400 },
  { name: 'over-long search query', request: get(`/api/search?q=${LONG}`), status: 400 },
  { name: 'over-long trend query', request: get(`/api/trend/resolve?url=${LONG}`), status: 400 },
  {
    name: 'over-long product query',
    request: get(`/api/products/100012043978-3/history?range=${LONG}`),
    status: 400,
  },
  {
    name: 'over-long product id',
    request: get(`/api/products/${'1'.repeat(200)}-3/history`),
    status: 414,
  },
  { name: 'over-long identity query', request: get(`/User/Detail?t=${LONG}`), status: 400 },
  {
    name: 'over-long authorize query',
    request: get(`/UserUnion/Authorize?utype=${LONG}`),
    status: 400,
  },
  {
    name: 'malformed JSON report',
    request: post('/api/prices/observations', '{"observations": ['),
    status: 400,
  },
  { name: 'empty JSON report', request: post('/api/prices/observations', ''), status: 400 },
  {
    name: 'report over the body limit',
    request: post('/api/prices/observations', OVER_LIMIT),
    status: 413,
  },
  {
    name: 'report as plain text',
    request: post('/api/prices/observations', 'hello', 'text/plain'),
    status: 400,
  },
  {
    name: 'report as XML',
    request: post('/api/prices/observations', '<a/>', 'application/xml'),
    status: 415,
  },
  {
    name: 'report of the wrong shape',
    request: post('/api/prices/observations', '{"observations":[]}'),
    status: 400,
  },
  { name: 'malformed JSON sign-in', request: post('/User/Login', '{"account":'), status: 400 },
  { name: 'sign-in over the body limit', request: post('/User/Login', OVER_LIMIT), status: 413 },
  { name: 'sign-in as XML', request: post('/User/Login', '<a/>', 'application/xml'), status: 415 },
  {
    name: 'SMS code as plain text',
    request: post('/UserHelper/SmsCode', 'phone=1', 'text/plain'),
    status: 400,
  },
  { name: 'malformed JSON SMS code', request: post('/UserHelper/SmsCode', '{'), status: 400 },
];

describe.each(DIALECTS)(
  'every error a client can cause answers { code, msg } in Chinese on %s',
  (dialect) => {
    let h: IdentityHarness;

    beforeAll(async () => {
      h = await identityHarness(dialect, START);
    });
    afterAll(() => h.app.close());

    test.each(CASES)('$name → $status', async ({ request, status }) => {
      const response = await h.app.inject(request);
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const body = response.json<Record<string, unknown>>();
      expect(Object.keys(body).sort()).toEqual(['code', 'msg']);
      expect(body.code).toBe(status);
      expect(body.msg).toMatch(CJK);
      expect(body.msg).not.toMatch(ENGLISH_PROSE);
    });

    test('a validation answer names the field without the validator English', async () => {
      const response = await h.app.inject(get('/api/search?q=x&page=abc'));
      expect(response.json<{ msg: string }>().msg).toBe('请求参数有误：page 应为整数');
    });

    test('a query string longer than Node reads answers 431 in the house format', async () => {
      const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
      const response = await fetch(`${address}/api/search?q=${LONG}`);
      expect(response.status).toBe(431);
      expect(await response.json()).toEqual({ code: 431, msg: '请求地址或请求头过长' });
    });
  },
);
