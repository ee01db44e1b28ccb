import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FakeShortLinks } from '../fakes/fakeShortLinks.js';
import {
  mappedOriginAgent,
  publicOnlyAgent,
  type Resolver,
} from '../tracker/fetch/guardedAgent.js';
import { parseHostMap, type HostMap } from '../tracker/fetch/hostMap.js';
import type { FetchRoutes } from '../tracker/fetch/pageRequest.js';
import { expandShortLink } from './expandShortLink.js';
import { SHORT_LINK_SETTINGS } from './productLinks.js';

const LIMITS = SHORT_LINK_SETTINGS.limits;

describe('expanding through the fake services', () => {
  let fake: FakeShortLinks;
  let routes: FetchRoutes;

  beforeAll(async () => {
    fake = await FakeShortLinks.start();
    routes = {
      hostMap: parseHostMap(fake.hostMap()) as HostMap,
      publicAgent: publicOnlyAgent(),
      mappedAgent: mappedOriginAgent(),
    };
  });
  afterAll(async () => {
    await fake.close();
    await Promise.all([routes.publicAgent.close(), routes.mappedAgent.close()]);
  });

  test('stops at the product page without fetching it', async () => {
    fake.link('https://3.cn/stop', 'https://item.m.jd.com/product/100012043978.html');
    const expansion = await expandShortLink(routes, new URL('https://3.cn/stop'), LIMITS);
    expect(expansion).toEqual({
      ok: true,
      url: new URL('https://item.m.jd.com/product/100012043978.html'),
    });
  });

  test('a service slower than the time limit is given up', async () => {
    fake.hold('https://m.tb.cn/h.slow');
    const expansion = await expandShortLink(routes, new URL('https://m.tb.cn/h.slow'), {
      ...LIMITS,
      timeoutMs: 150,
    });
    fake.release('https://m.tb.cn/h.slow');
    expect(expansion).toEqual({ ok: false, problem: 'timeout' });
  });
});

test('an unmapped short-link host resolving to a private address is refused', async () => {
  const resolver: Resolver = (_host, _options, callback) =>
    callback(null, [{ address: '10.0.0.7', family: 4 } as LookupAddress]);
  const routes: FetchRoutes = {
    hostMap: new Map(),
    publicAgent: publicOnlyAgent(resolver),
    mappedAgent: mappedOriginAgent(),
  };
  const expansion = await expandShortLink(routes, new URL('https://3.cn/inside'), LIMITS);
  expect(expansion).toEqual({ ok: false, problem: 'refused_address' });
  await Promise.all([routes.publicAgent.close(), routes.mappedAgent.close()]);
});
