import { afterAll, beforeAll, expect, test } from 'vitest';
import { SMS_BUDGETS } from '../budget.js';
import {
  IdentityClient,
  identityHarness,
  type IdentityHarness,
} from '../../testing/identityClient.js';

const START = Date.UTC(2026, 5, 1, 4) / 1000;
const PROXY = '127.0.0.1';
let trusting: IdentityHarness;
let plain: IdentityHarness;

beforeAll(async () => {
  trusting = await identityHarness('sqlite', START, { TRUST_PROXY: PROXY });
  plain = await identityHarness('sqlite', START);
});
afterAll(async () => {
  await trusting.app.close();
  await plain.app.close();
});

// Sends one code request per phone, all through the proxy address, each for a given client.
async function burst(h: IdentityHarness, clients: (i: number) => string, prefix: string) {
  const before = h.sms.sent.length;
  const tries = SMS_BUDGETS.ip.hour + 5;
  for (let i = 0; i < tries; i++) {
    // A fresh browser each time, so only the IP budget (not the fp cookie's) is in play.
    await new IdentityClient(h).post(
      '/UserHelper/SmsCode',
      { phone: `${prefix}${String(i).padStart(4, '0')}` },
      { ip: PROXY, headers: { 'x-forwarded-for': clients(i) } },
    );
  }
  return h.sms.sent.length - before;
}

test('behind a trusted proxy each forwarded client has its own SMS budget', async () => {
  const sent = await burst(trusting, (i) => `198.51.100.${i + 1}`, '1371234');
  expect(sent).toBe(SMS_BUDGETS.ip.hour + 5);
});

test('a trusted proxy still cannot lift one client over its budget', async () => {
  const sent = await burst(trusting, () => '198.51.100.200', '1372234');
  expect(sent).toBeLessThanOrEqual(SMS_BUDGETS.ip.hour);
});

test('without TRUST_PROXY a forged X-Forwarded-For is ignored', async () => {
  const sent = await burst(plain, (i) => `198.51.100.${i + 1}`, '1373234');
  expect(sent).toBeLessThanOrEqual(SMS_BUDGETS.ip.hour);
});
