import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { AliyunSmsSender, percentEncode } from './aliyun.js';

const SECRET = 'testsecret';
let server: Server;
let endpoint: string;
const received: URLSearchParams[] = [];

// The check the provider does, written from the documented steps, not from the sender's code.
function expectedSignature(query: URLSearchParams): string {
  const pairs = [...query]
    .filter(([key]) => key !== 'Signature')
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const rfc3986 = (v: string) =>
    encodeURIComponent(v).replace(
      /[!'()*]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
    );
  const canonical = pairs.map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`).join('&');
  const stringToSign = `GET&%2F&${rfc3986(canonical)}`;
  return createHmac('sha1', `${SECRET}&`).update(stringToSign).digest('base64');
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://x').searchParams;
    received.push(query);
    const valid = query.get('Signature') === expectedSignature(query);
    const refused = query.get('PhoneNumbers') === '13900000000';
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify(
        !valid
          ? { Code: 'SignatureDoesNotMatch', Message: 'bad signature' }
          : refused
            ? { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: 'limit' }
            : { Code: 'OK', Message: 'OK', BizId: '1', RequestId: 'r' },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function sender(secret = SECRET) {
  return new AliyunSmsSender({
    accessKeyId: 'testid',
    accessKeySecret: secret,
    signName: '价迹',
    templateCode: 'SMS_123456',
    endpoint,
    regionId: 'cn-hangzhou',
  });
}

test('RFC 3986 encoding: space, star and tilde as Aliyun documents', () => {
  expect(percentEncode('a b*c~d')).toBe('a%20b%2Ac~d');
  expect(percentEncode('价')).toBe('%E4%BB%B7');
});

test('SendSms goes out signed with HMAC-SHA1 and the provider accepts it', async () => {
  await sender().send('13812345678', '042137');
  const query = received.at(-1);
  expect(query?.get('Action')).toBe('SendSms');
  expect(query?.get('Version')).toBe('2017-05-25');
  expect(query?.get('SignatureMethod')).toBe('HMAC-SHA1');
  expect(query?.get('SignName')).toBe('价迹');
  expect(query?.get('TemplateParam')).toBe('{"code":"042137"}');
  expect(query?.get('Timestamp')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
});

test('a wrong secret or a provider refusal rejects', async () => {
  await expect(sender('other').send('13812345678', '1')).rejects.toThrow(/SignatureDoesNotMatch/);
  await expect(sender().send('13900000000', '1')).rejects.toThrow(/BUSINESS_LIMIT_CONTROL/);
});
