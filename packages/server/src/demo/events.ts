import { dayStartTs, DAY_S, shanghaiDay } from '../calendar.js';
import { saleEvents, type SaleKind } from './calendar.js';
import { DEMO_STORES, type DemoStoreKey } from './sites.js';

/** A demo store event, dated around `now`; rule texts as the stores word them. */
export interface DemoEvent {
  key: string;
  store: DemoStoreKey;
  name: string;
  kind: string;
  startsAt: number;
  endsAt: number;
  rules: string[];
  url: string;
  /** The categories (leaf slugs) its goods come from; a festival is store-wide (undefined). */
  categories?: readonly string[];
}

/** A demo coupon, valid around `now`; money in fen. */
export interface DemoCoupon {
  key: string;
  store: DemoStoreKey;
  threshold: number;
  amount: number;
  validFrom: number;
  validTo: number;
  url: string;
  text: string;
  /** The slug of the one category it is for (a 品类券); store-wide when absent. */
  class?: string;
}

const KIND_NAME: Readonly<Record<SaleKind, string>> = {
  '618': '618',
  double11: '双11',
  newYear: '年货节',
  double12: '双12',
  women38: '38节',
  school: '开学季',
};

const FESTIVAL_RULES: Readonly<Record<DemoStoreKey, readonly string[]>> = {
  jd: ['每满300减50', '定金50抵150'],
  tmall: ['跨店每满300减50', '第二件半价'],
  taobao: ['跨店每满300减50', '领券减20'],
  pdd: ['百亿补贴', '满199减10'],
  suning: ['满1000减100', '9折'],
  vip: ['满299减30', '8.5折'],
};

/** Each store's coupon centre or home page: where a shopper takes (领) its coupons. */
const COUPON_PAGE: Readonly<Record<DemoStoreKey, string>> = {
  jd: 'https://a.jd.com/',
  tmall: 'https://www.tmall.com/',
  taobao: 'https://www.taobao.com/',
  pdd: 'https://mobile.yangkeduo.com/',
  suning: 'https://quan.suning.com/',
  vip: 'https://www.vip.com/',
};

// Coming festivals are announced this many days ahead.
const LOOKAHEAD_DAYS = 150;

/**
 * The demo's events: a 品牌日 of each of three stores running now, and the next two calendar
 * festivals (running or coming) at every store. Dated from `now`, so the lists are never empty.
 */
export function demoEvents(now: number): DemoEvent[] {
  const today = shanghaiDay(now);
  // A brand day lists only goods of its own kind: phones on a 手机品牌日, never nuts.
  const brandDays: DemoEvent[] = [
    {
      store: 'jd',
      name: '京东手机品牌日',
      rules: ['满300减40', '每满200减30'],
      offset: 1,
      categories: ['phones'],
    },
    {
      store: 'tmall',
      name: '天猫数码品牌日',
      rules: ['8.5折', '领券减20'],
      offset: 0,
      categories: ['phones', 'tablets', 'laptops', 'smartwatches', 'audio'],
    },
    {
      store: 'suning',
      name: '苏宁家电品牌日',
      rules: ['满1000减100', '以旧换新补贴'],
      offset: 2,
      categories: ['air-conditioners', 'fridges', 'washers', 'tvs', 'kitchen'],
    },
  ].map(({ store, name, rules, offset, categories }) => ({
    key: `demo|brand|${store}`,
    store: store as DemoStoreKey,
    name,
    kind: '品牌日',
    startsAt: dayStartTs(today - offset),
    endsAt: dayStartTs(today + 3 + offset) - 1,
    rules,
    url: COUPON_PAGE[store as DemoStoreKey],
    categories,
  }));
  const festivals = saleEvents(today, today + LOOKAHEAD_DAYS)
    .filter((e) => e.endDay >= today)
    .slice(0, 2);
  const seasonal = festivals.flatMap((festival) =>
    DEMO_STORES.slice(0, 3).map((store) => ({
      key: `demo|${festival.kind}|${festival.year}|${store.key}`,
      store: store.key,
      name: `${store.name}${KIND_NAME[festival.kind]}`,
      kind: KIND_NAME[festival.kind],
      startsAt: dayStartTs(festival.startDay),
      endsAt: dayStartTs(festival.endDay + 1) - 1,
      rules: [...FESTIVAL_RULES[store.key]],
      url: COUPON_PAGE[store.key],
    })),
  );
  return [...brandDays, ...seasonal];
}

const COUPON_TERMS: readonly (readonly [threshold: number, amount: number])[] = [
  [0, 500],
  [9900, 1000],
  [19_900, 2000],
  [30_000, 4000],
  [100_000, 10_000],
];

/** Each store's category coupon (品类券): the category's slug and name, its threshold and amount. */
const CATEGORY_COUPONS: Readonly<
  Record<DemoStoreKey, readonly [slug: string, name: string, threshold: number, amount: number]>
> = {
  jd: ['phones', '手机', 100_000, 5000],
  tmall: ['beauty', '美妆护肤', 19_900, 2000],
  taobao: ['food', '食品饮料', 9900, 1000],
  pdd: ['baby', '母婴用品', 19_900, 1500],
  suning: ['fridges', '冰箱', 300_000, 20_000],
  vip: ['beauty', '美妆护肤', 29_900, 3000],
};

/**
 * The demo's coupons: at every store, a few store-wide ones valid from yesterday for one to two
 * weeks, one that starts in two days, and one for a single category. Dated from `now`, so some
 * are always valid.
 */
export function demoCoupons(now: number): DemoCoupon[] {
  const today = shanghaiDay(now);
  const validFrom = dayStartTs(today - 1);
  return DEMO_STORES.flatMap((store, s) => {
    const storeWide = COUPON_TERMS.filter((_, t) => (t + s) % 5 !== 4).map(
      ([threshold, amount], t) => {
        const starts = t === 0 ? today + 2 : today - 1;
        const from = dayStartTs(starts);
        return {
          key: `demo|coupon|${store.key}|${threshold}|${amount}`,
          store: store.key,
          threshold,
          amount,
          validFrom: from,
          validTo: from + (7 + ((s + t) % 8)) * DAY_S - 1,
          url: COUPON_PAGE[store.key],
          text:
            threshold === 0 ? `无门槛减${amount / 100}` : `满${threshold / 100}减${amount / 100}`,
        };
      },
    );
    const [slug, name, threshold, amount] = CATEGORY_COUPONS[store.key];
    const ofCategory: DemoCoupon = {
      key: `demo|coupon|${store.key}|${slug}`,
      store: store.key,
      threshold,
      amount,
      validFrom,
      validTo: validFrom + 10 * DAY_S - 1,
      url: COUPON_PAGE[store.key],
      text: `${name}满${threshold / 100}减${amount / 100}`,
      class: slug,
    };
    return [...storeWide, ofCategory];
  });
}
