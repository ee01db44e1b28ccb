import { EXTENSION_ORIGIN } from '@pricetrail/core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DIALECTS } from '../testing/dialects.js';
import {
  IdentityClient,
  TEST_ORIGIN,
  identityHarness,
  type IdentityHarness,
} from '../testing/identityClient.js';

const START = Date.UTC(2026, 5, 1, 4) / 1000;
const LOGIN = { account: '13912340000', passwd: 'wrong-password-1' };

describe.each(DIALECTS)('the Origin check on %s', (dialect) => {
  describe('with PUBLIC_ORIGIN set', () => {
    let h: IdentityHarness;
    beforeAll(async () => {
      h = await identityHarness(dialect, START);
    });
    afterAll(() => h.app.close());

    // A request that names its own Host used to be "same-origin" whatever that Host was.
    test('an Origin that only matches the Host the caller wrote is refused', async () => {
      const client = new IdentityClient(h);
      const response = await client.post('/User/Login', LOGIN, {
        origin: 'http://evil.example',
        headers: { host: 'evil.example' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 403, msg: '禁止跨站请求' });
    });

    test('the public origin passes whatever Host the proxy forwards', async () => {
      const client = new IdentityClient(h);
      const response = await client.post('/User/Login', LOGIN, {
        origin: TEST_ORIGIN,
        headers: { host: '127.0.0.1:8080' },
      });
      expect(response.statusCode).toBe(200);
    });
    test("our extension's origin passes without configuration; another extension's does not", async () => {
      const client = new IdentityClient(h);
      const ours = await client.post('/User/Login', LOGIN, { origin: EXTENSION_ORIGIN });
      expect(ours.statusCode).toBe(200);
      const other = await client.post('/User/Login', LOGIN, {
        origin: `chrome-extension://${'a'.repeat(32)}`,
      });
      expect(other.statusCode).toBe(403);
    });
  });

  describe('without PUBLIC_ORIGIN (development)', () => {
    let h: IdentityHarness;
    let address: string;
    beforeAll(async () => {
      h = await identityHarness(dialect, START, { PUBLIC_ORIGIN: '' });
      address = await h.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => h.app.close());

    test('the listening address is the site origin, and a Host-matching stranger is not', async () => {
      const client = new IdentityClient(h);
      const own = await client.post('/User/Login', LOGIN, { origin: address });
      expect(own.statusCode).toBe(200);
      const localhost = address.replace('127.0.0.1', 'localhost');
      expect((await client.post('/User/Login', LOGIN, { origin: localhost })).statusCode).toBe(200);
      const stranger = await client.post('/User/Login', LOGIN, {
        origin: 'http://evil.example:8080',
        headers: { host: 'evil.example:8080' },
      });
      expect(stranger.statusCode).toBe(403);
    });
  });
});
