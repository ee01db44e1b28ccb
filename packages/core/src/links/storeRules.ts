import { hostBelongsTo } from '../sites/registry.js';

/** An item found in a store URL. */
export interface StoreMatch {
  siteId: number;
  itemId: string;
  canonicalUrl: string;
  /** True when the URL was a mobile page that `toDesktopUrl` rewrites. */
  isMobile: boolean;
}

type Rule = (url: URL) => StoreMatch | null;

const DIGITS = /^\d{4,20}$/;
const ASIN = /^[A-Z0-9]{10}$/;

function digitParam(url: URL, ...names: string[]): string | null {
  for (const name of names) {
    const value = url.searchParams.get(name);
    if (value && DIGITS.test(value)) return value;
  }
  return null;
}

function pathDigits(url: URL, pattern: RegExp): string | null {
  const id = pattern.exec(url.pathname)?.[1];
  return id && DIGITS.test(id) ? id : null;
}

function match(
  siteId: number,
  itemId: string | null,
  canonical: (id: string) => string,
  isMobile: boolean,
) {
  return itemId ? { siteId, itemId, canonicalUrl: canonical(itemId), isMobile } : null;
}

const jdRule: Rule = (url) => {
  const host = url.hostname;
  const jdMain = (id: string) => `https://item.jd.com/${id}.html`;
  if (host === 'item.jd.com') return match(3, pathDigits(url, /^\/(\d+)\.html$/), jdMain, false);
  if (host === 'item.yiyaojd.com') {
    return match(
      3,
      pathDigits(url, /^\/(\d+)\.html$/),
      (id) => `https://item.yiyaojd.com/${id}.html`,
      false,
    );
  }
  if (host === 'item.jd.hk' || host === 'npcitem.jd.hk') {
    return match(
      3,
      pathDigits(url, /^\/(\d+)\.html$/),
      (id) => `https://npcitem.jd.hk/${id}.html`,
      false,
    );
  }
  if (host === 'mitem.jd.hk') {
    return match(
      3,
      pathDigits(url, /^\/product\/(\d+)\.html$/),
      (id) => `https://npcitem.jd.hk/${id}.html`,
      true,
    );
  }
  if (host === 'item.m.jd.com') {
    const id =
      pathDigits(url, /^\/product\/(?:graphext\/)?(\d+)\.html$/) ??
      pathDigits(url, /^\/detail\/(\d+)\.html$/) ??
      digitParam(url, 'wareId', 'sku');
    return match(3, id, jdMain, true);
  }
  if (host === 'wqsitem.jd.com' || host === 'wqitem.jd.com' || host === 'wq.jd.com') {
    return match(
      3,
      pathDigits(url, /^\/detail\/(\d+)(?:_[^/]*)?(?:\.html)?$/) ?? digitParam(url, 'sku'),
      jdMain,
      true,
    );
  }
  return null;
};

const tmallRule: Rule = (url) => {
  const host = url.hostname;
  const isHk = hostBelongsTo(host, 'tmall.hk');
  const canonical = (id: string) =>
    isHk
      ? `https://detail.tmall.hk/hk/item.htm?id=${id}`
      : `https://detail.tmall.com/item.htm?id=${id}`;
  const isDetailHost =
    host === 'detail.tmall.com' ||
    host === 'chaoshi.detail.tmall.com' ||
    host === 'detail.m.tmall.com' ||
    host === 'detail.tmall.hk' ||
    host === 'detail.m.tmall.hk';
  if (!isDetailHost || !/^\/(?:hk\/)?item(?:_o)?\.htm$/.test(url.pathname)) return null;
  return match(83, digitParam(url, 'id'), canonical, host.startsWith('detail.m.'));
};

const taobaoRule: Rule = (url) => {
  const host = url.hostname;
  const canonical = (id: string) => `https://item.taobao.com/item.htm?id=${id}`;
  switch (host) {
    case 'item.taobao.com':
      return /^\/item\.html?$/.test(url.pathname)
        ? match(123, digitParam(url, 'id'), canonical, false)
        : null;
    case 'h5.m.taobao.com':
    case 'market.m.taobao.com':
    case 'main.m.taobao.com':
    case 'm.intl.taobao.com':
      // Mobile detail pages move between paths, but every one of them names itself a detail page.
      return url.pathname.includes('detail')
        ? match(123, digitParam(url, 'id', 'itemId'), canonical, true)
        : null;
    case 'world.taobao.com':
      return match(123, pathDigits(url, /^\/item\/(\d+)\.htm$/), canonical, false);
    case 'www.taobao.com':
      return match(123, pathDigits(url, /^\/list\/item\/(\d+)\.htm$/), canonical, false);
    case 'a.m.taobao.com':
      return match(123, pathDigits(url, /^\/i(\d+)\.htm$/), canonical, true);
    default:
      return null;
  }
};

const pddRule: Rule = (url) => {
  if (!/^\/goods2?\.html$/.test(url.pathname)) return null;
  const canonical = (id: string) => `https://mobile.yangkeduo.com/goods.html?goods_id=${id}`;
  return match(353, digitParam(url, 'goods_id'), canonical, false);
};

const suningRule: Rule = (url) => {
  const found = /^\/(?:product\/)?(\d{1,12})\/(\d{4,20})\.html$/.exec(url.pathname);
  if (!found?.[1] || !found[2]) return null;
  if (url.hostname !== 'product.suning.com' && url.hostname !== 'm.suning.com') return null;
  const [, shop, id] = found;
  return {
    siteId: 25,
    itemId: id,
    canonicalUrl: `https://product.suning.com/${shop}/${id}.html`,
    isMobile: url.hostname === 'm.suning.com',
  };
};

const vipRule: Rule = (url) => {
  const found = /^\/(?:detail|product)-(\d{1,12})-(\d{4,20})\.html$/.exec(url.pathname);
  if (!found?.[1] || !found[2]) return null;
  if (url.hostname !== 'detail.vip.com' && url.hostname !== 'm.vip.com') return null;
  const [, brand, id] = found;
  return {
    siteId: 129,
    itemId: id,
    canonicalUrl: `https://detail.vip.com/detail-${brand}-${id}.html`,
    isMobile: url.hostname === 'm.vip.com',
  };
};

function amazonRule(siteId: number, domain: string): Rule {
  return (url) => {
    const asin = /^\/(?:[^/]+\/)?(?:dp|gp\/product|gp\/aw\/d)\/([A-Z0-9]{10})(?:[/?]|$)/.exec(
      url.pathname,
    )?.[1];
    return asin && ASIN.test(asin)
      ? { siteId, itemId: asin, canonicalUrl: `https://www.${domain}/dp/${asin}`, isMobile: false }
      : null;
  };
}

const alibabaRule: Rule = (url) => {
  if (url.hostname !== 'detail.1688.com' && url.hostname !== 'm.1688.com') return null;
  const canonical = (id: string) => `https://detail.1688.com/offer/${id}.html`;
  return match(
    344,
    pathDigits(url, /^\/offer\/(\d+)\.html$/),
    canonical,
    url.hostname === 'm.1688.com',
  );
};

const dangdangRule: Rule = (url) => {
  const isMobile = url.hostname === 'product.m.dangdang.com';
  if (url.hostname !== 'product.dangdang.com' && !isMobile) return null;
  const canonical = (id: string) => `https://product.dangdang.com/${id}.html`;
  return match(
    1,
    pathDigits(url, /^\/(?:product\.php)?(\d+)\.html$/) ?? digitParam(url, 'pid'),
    canonical,
    isMobile,
  );
};

const kaolaRule: Rule = (url) => {
  const canonical = (id: string) => `https://goods.kaola.com/product/${id}.html`;
  return match(
    216,
    pathDigits(url, /^\/product\/(\d+)\.html$/),
    canonical,
    url.hostname.startsWith('m-'),
  );
};

const youpinRule: Rule = (url) => {
  if (url.pathname !== '/detail') return null;
  const canonical = (id: string) => `https://youpin.mi.com/detail?gid=${id}`;
  return match(450, digitParam(url, 'gid'), canonical, false);
};

/** Store rules by registrable domain (the keys are matched with `hostBelongsTo`). */
export const STORE_RULES: ReadonlyArray<readonly [domain: string, rule: Rule]> = [
  ['jd.com', jdRule],
  ['jd.hk', jdRule],
  ['yiyaojd.com', jdRule],
  ['tmall.com', tmallRule],
  ['tmall.hk', tmallRule],
  ['taobao.com', taobaoRule],
  ['yangkeduo.com', pddRule],
  ['pinduoduo.com', pddRule],
  ['suning.com', suningRule],
  ['vip.com', vipRule],
  ['amazon.cn', amazonRule(2, 'amazon.cn')],
  ['amazon.com', amazonRule(228, 'amazon.com')],
  ['amazon.co.jp', amazonRule(229, 'amazon.co.jp')],
  ['amazon.co.uk', amazonRule(266, 'amazon.co.uk')],
  ['amazon.de', amazonRule(107, 'amazon.de')],
  ['amazon.com.au', amazonRule(389, 'amazon.com.au')],
  ['amazon.ca', amazonRule(366, 'amazon.ca')],
  ['1688.com', alibabaRule],
  ['dangdang.com', dangdangRule],
  ['kaola.com', kaolaRule],
  ['youpin.mi.com', youpinRule],
];

/** Hosts of short links that only the store can expand. */
export const SHORT_LINK_DOMAINS: readonly string[] = [
  'u.jd.com',
  '3.cn',
  'e.tb.cn',
  'm.tb.cn',
  'tb.cn',
  'dwz.cn',
  'p.pinduoduo.com',
  'amzn.to',
  'url.cn',
];
