import type { LookupAddress } from 'node:dns';
import { siteByKey, type Site } from '@pricetrail/core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FakeStore, answers } from '../../fakes/fakeStore.js';
import { isPrivateAddress } from './addressGuard.js';
import { fetchStorePage, type FetchLimits, type FetchRoutes } from './fetchPage.js';
import { mappedOriginAgent, publicOnlyAgent, type Resolver } from './guardedAgent.js';
import { parseHostMap, type HostMap } from './hostMap.js';
import { storePageFor } from './storeUrl.js';

const LIMITS: FetchLimits = { timeoutMs: 2_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 3 };
const JD = siteByKey('jd') as Site;

function jdPage(sku: string) {
  return { url: new URL(`https://item.jd.com/${sku}.html`), site: JD };
}

describe('the page URL', () => {
  test('is built from the dp id and the store registry', () => {
    expect(storePageFor('100012043978-3')?.url.toString()).toBe(
      'https://item.jd.com/100012043978.html',
    );
    expect(storePageFor('600000000001-83')?.url.toString()).toBe(
      'https://detail.tmall.com/item.htm?id=600000000001',
    );
    expect(storePageFor('not-a-dp-id')).toBeUndefined();
  });

  test('takes a stored link only when core parses it back to the same dp id and rebuilds it', () => {
    const suning = 'https://product.suning.com/0000000000/12345678.html';
    expect(storePageFor('12345678-25', `${suning}?src=x`)?.url.toString()).toBe(suning);
    expect(storePageFor('12345678-25', 'https://evil.example/0000000000/12345678.html')).toBe(
      undefined,
    );
    expect(storePageFor('99999999-25', suning)).toBeUndefined();
  });
});

describe('STORE_HOST_MAP', () => {
  test('maps store hosts to origins and refuses malformed entries in Chinese', () => {
    const map = parseHostMap('item.jd.com=http://127.0.0.1:9100, detail.tmall.com=http://g:1');
    expect(typeof map).not.toBe('string');
    expect((map as HostMap).get('item.jd.com')?.origin).toBe('http://127.0.0.1:9100');
    expect(parseHostMap('item.jd.com')).toContain('STORE_HOST_MAP');
    expect(parseHostMap('item.jd.com=ftp://x')).toContain('不是');
    expect(parseHostMap('item.jd.com=http://x/path')).toContain('不是');
  });
});

test('private, loopback, link-local and reserved addresses are refused; public ones pass', () => {
  for (const address of [
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    'fd00::1',
    'fe80::1',
    '::ffff:10.0.0.1',
    'nonsense',
  ]) {
    expect(isPrivateAddress(address)).toBe(true);
  }
  for (const address of ['111.13.100.91', '2408:8000::1', '::ffff:111.13.100.91']) {
    expect(isPrivateAddress(address)).toBe(false);
  }
});

describe('fetching through the fake store', () => {
  let store: FakeStore;
  let routes: FetchRoutes;

  beforeAll(async () => {
    store = await FakeStore.start();
    routes = {
      hostMap: parseHostMap(store.hostMap(['item.jd.com', 'item.m.jd.com'])) as HostMap,
      publicAgent: publicOnlyAgent(),
      mappedAgent: mappedOriginAgent(),
    };
  });
  afterAll(async () => {
    await store.close();
    await routes.mappedAgent.close();
    await routes.publicAgent.close();
  });

  test('answers the bytes and content type, standing for the store host', async () => {
    store.answer('https://item.jd.com/1001.html', answers.html('<title>好</title>'));
    const page = await fetchStorePage(routes, jdPage('1001'), LIMITS);
    expect(page).toMatchObject({ ok: true, status: 200, contentType: 'text/html; charset=utf-8' });
    expect(Buffer.from((page as { bytes: Uint8Array }).bytes).toString()).toBe('<title>好</title>');
    expect(store.requestsFor('https://item.jd.com/1001.html')).toEqual([
      { host: 'item.jd.com', path: '/1001.html' },
    ]);
  });

  test('a store slower than the timeout is abandoned', async () => {
    store.answer('https://item.jd.com/1002.html', answers.slow(3_000));
    const page = await fetchStorePage(routes, jdPage('1002'), { ...LIMITS, timeoutMs: 150 });
    expect(page).toMatchObject({ ok: false, problem: 'timeout' });
  });

  test('a 6 MB page is cut off at the 5 MB cap while streaming', async () => {
    store.answer('https://item.jd.com/1003.html', answers.huge(6 * 1024 * 1024));
    const page = await fetchStorePage(routes, jdPage('1003'), LIMITS);
    expect(page).toMatchObject({ ok: false, problem: 'too_large' });
  });

  test('a declared length over the cap is refused before the body is read', async () => {
    store.answer('https://item.jd.com/1004.html', {
      headers: { 'content-length': String(6 * 1024 * 1024) },
      body: new Uint8Array(6 * 1024 * 1024),
    });
    const page = await fetchStorePage(routes, jdPage('1004'), LIMITS);
    expect(page).toMatchObject({ ok: false, problem: 'too_large' });
  });

  test('redirects within the store are followed, at most three', async () => {
    store.answer('https://item.jd.com/1005.html', answers.redirect('/1005b.html'));
    store.answer('https://item.jd.com/1005b.html', answers.redirect('https://item.m.jd.com/x'));
    store.answer('https://item.m.jd.com/x', answers.html('<p>ok</p>'));
    const page = await fetchStorePage(routes, jdPage('1005'), LIMITS);
    expect(page).toMatchObject({ ok: true });
    expect((page as { url: URL }).url.toString()).toBe('https://item.m.jd.com/x');
  });

  test('a redirect loop stops after three redirects', async () => {
    store.answer('https://item.jd.com/1006.html', answers.redirect('/1006b.html'));
    store.answer('https://item.jd.com/1006b.html', answers.redirect('/1006.html'));
    const page = await fetchStorePage(routes, jdPage('1006'), LIMITS);
    expect(page).toMatchObject({ ok: false, problem: 'too_many_redirects' });
    const asked = store.requests.filter((r) => r.path.startsWith('/1006')).length;
    expect(asked).toBe(4);
  });

  test('a redirect to a foreign host or an IP literal is refused and never requested', async () => {
    store.answer('https://item.jd.com/1007.html', answers.redirect('https://evil.example/steal'));
    store.answer('https://item.jd.com/1008.html', answers.redirect(`${store.origin}/admin`));
    store.answer('https://item.jd.com/1009.html', answers.redirect('https://jd.com.evil.example/'));
    for (const sku of ['1007', '1008', '1009']) {
      const page = await fetchStorePage(routes, jdPage(sku), LIMITS);
      expect(page).toMatchObject({ ok: false, problem: 'foreign_redirect' });
    }
    expect(store.requests.filter((r) => !r.host.endsWith('jd.com'))).toEqual([]);
    expect(store.requests.filter((r) => r.path === '/admin' || r.path === '/steal')).toEqual([]);
  });

  test('429 answers carry the store’s Retry-After', async () => {
    store.answer('https://item.jd.com/1010.html', answers.tooManyRequests(120));
    const page = await fetchStorePage(routes, jdPage('1010'), LIMITS);
    expect(page).toMatchObject({ ok: false, problem: 'http_status', status: 429, retryAfter: 120 });
  });
});

describe('an unmapped store host', () => {
  function resolvingTo(address: string): Resolver {
    return (_host, _options, callback) =>
      callback(null, [{ address, family: address.includes(':') ? 6 : 4 } as LookupAddress]);
  }

  test.each([
    '127.0.0.1',
    '10.0.0.7',
    '::1',
    '169.254.169.254',
    '::ffff:0:7f00:1',
    '::7f00:1',
    '64:ff9b::a00:7',
    '2002:7f00:1::1',
  ])('is refused when DNS answers the private address %s', async (address) => {
    const routes: FetchRoutes = {
      hostMap: new Map(),
      publicAgent: publicOnlyAgent(resolvingTo(address)),
      mappedAgent: mappedOriginAgent(),
    };
    const page = await fetchStorePage(routes, jdPage('2001'), LIMITS);
    expect(page).toMatchObject({ ok: false, problem: 'refused_address' });
    await routes.publicAgent.close();
    await routes.mappedAgent.close();
  });
});
