import { describe, expect, test } from 'vitest';
import { SITES, hostBelongsTo } from '../sites/registry.js';
import { SHORT_LINK_DOMAINS, STORE_RULES } from './storeRules.js';

describe('store rules and the site registry agree', () => {
  test.each(STORE_RULES.map(([domain]) => domain))(
    '%s is a host family of a known site',
    (domain) => {
      expect(SITES.some((site) => site.hosts.includes(domain))).toBe(true);
    },
  );

  test.each(SITES.flatMap((site) => site.hosts.map((host) => [site.key, host] as const)))(
    '%s host %s has a rule',
    (_key, host) => {
      expect(STORE_RULES.some(([domain]) => domain === host)).toBe(true);
    },
  );

  test('every rule answers with the id of the site that owns its domain', () => {
    const samples: Record<string, string> = {
      'jd.com': 'https://item.jd.com/1238838350.html',
      'jd.hk': 'https://npcitem.jd.hk/100048233520.html',
      'yiyaojd.com': 'https://item.yiyaojd.com/100006557285.html',
      'tmall.com': 'https://detail.tmall.com/item.htm?id=527075698825',
      'tmall.hk': 'https://detail.tmall.hk/hk/item.htm?id=563282925678',
      'taobao.com': 'https://item.taobao.com/item.htm?id=597423436528',
      'yangkeduo.com': 'https://mobile.yangkeduo.com/goods.html?goods_id=2165318917',
      'pinduoduo.com': 'https://mobile.pinduoduo.com/goods.html?goods_id=2165318917',
      'suning.com': 'https://product.suning.com/0000000000/10594258397.html',
      'vip.com': 'https://detail.vip.com/detail-2640560-476811105.html',
      'amazon.cn': 'https://www.amazon.cn/dp/B07FKTZC4M',
      'amazon.com': 'https://www.amazon.com/dp/B0BDHWDR12',
      'amazon.co.jp': 'https://www.amazon.co.jp/dp/B0BDHWDR12',
      'amazon.co.uk': 'https://www.amazon.co.uk/dp/B0BDHWDR12',
      'amazon.de': 'https://www.amazon.de/dp/B0BDHWDR12',
      'amazon.com.au': 'https://www.amazon.com.au/dp/B0BDHWDR12',
      'amazon.ca': 'https://www.amazon.ca/dp/B0BDHWDR12',
      '1688.com': 'https://detail.1688.com/offer/623547788410.html',
      'dangdang.com': 'https://product.dangdang.com/29123456.html',
      'kaola.com': 'https://goods.kaola.com/product/5519803.html',
      'youpin.mi.com': 'https://youpin.mi.com/detail?gid=104896',
    };
    for (const [domain, rule] of STORE_RULES) {
      const owner = SITES.find((site) => site.hosts.includes(domain));
      const sample = samples[domain];
      expect(sample, `a sample link for ${domain}`).toBeDefined();
      expect(rule(new URL(sample ?? ''))?.siteId).toBe(owner?.id);
    }
  });
});

test.each([
  ['u.jd.com', true],
  ['3.cn', true],
  ['e.tb.cn', true],
  ['m.tb.cn', true],
  ['item.jd.com', false],
  ['evil3.cn', false],
])('%s is a short-link host: %s', (host, expected) => {
  expect(SHORT_LINK_DOMAINS.some((domain) => hostBelongsTo(host, domain))).toBe(expected);
});
