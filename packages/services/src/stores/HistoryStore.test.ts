// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { FAKE_DEAD_SHORT_LINK, FakePricesApi } from '../api/FakePricesApi';
import { SAMPLE_PRODUCT } from '../api/sampleData';
import { OPENING_RANGE } from '../root/HistoryPrefetch';
import { HistoryStore, historyView } from './HistoryStore';
import { LinkLookupStore } from './LinkLookupStore';
import { MSG_IDENTIFYING_LINK, MSG_NOT_TRACKED, MSG_UNSUPPORTED_LINK } from './lookupMessages';
import { createTestRootStore } from '../testing/root';

describe('HistoryStore', () => {
  it('loads product, both lines and offers cheapest first', async () => {
    const store = new HistoryStore(createTestRootStore(), new FakePricesApi());
    await store.load(SAMPLE_PRODUCT.dpId);
    expect(store.status).toBe('ready');
    expect(store.history?.listPrices.length).toBeGreaterThan(10);
    expect(store.history?.finalPrices.length).toBeGreaterThan(10);
    const prices = store.offers.map((offer) => offer.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(store.advice?.text).toBeTruthy();
  });

  it('keeps the store’s next sale, and shows the page without it when the calendar fails', async () => {
    const sale = { name: '京东双12', startDay: '2026-01-04', endDay: '2026-01-06', daysUntil: 3 };
    const store = new HistoryStore(createTestRootStore(), new FakePricesApi({ nextSale: sale }));
    await store.load(SAMPLE_PRODUCT.dpId);
    expect(store.nextSale).toEqual(sale);

    const api = new FakePricesApi();
    api.nextSale = () => Promise.reject(new Error('calendar down'));
    const without = new HistoryStore(createTestRootStore(), api);
    await without.load(SAMPLE_PRODUCT.dpId);
    expect(without.status).toBe('ready');
    expect(without.nextSale).toBeNull();
  });

  it('switches ranges', async () => {
    const store = new HistoryStore(createTestRootStore(), new FakePricesApi());
    await store.load(SAMPLE_PRODUCT.dpId);
    const yearPoints = store.history?.finalPrices.length ?? 0;
    await store.setRange('30d');
    expect(store.range).toBe('30d');
    expect(store.history?.finalPrices.length).toBeLessThan(yearPoints);
  });

  it('says a supported but untracked link is now being tracked', async () => {
    const store = new HistoryStore(createTestRootStore(), new FakePricesApi());
    await store.loadLink('https://item.jd.com/123456.html');
    expect(store.status).toBe('error');
    expect(store.message).toBe(MSG_NOT_TRACKED);
    expect(store.isUntracked).toBe(true);
  });

  it('names the product of an untracked short link once the server expanded it', async () => {
    const api = new FakePricesApi({
      shortLinks: { 'https://m.tb.cn/h.5XyzAbc': 'https://a.m.taobao.com/i712345678901.htm' },
    });
    const store = new HistoryStore(createTestRootStore(), api);
    await store.loadLink('淘口令 https://m.tb.cn/h.5XyzAbc?sm=1 「小米手环8」');
    expect(store.message).toBe(MSG_NOT_TRACKED);
    expect(store.untrackedDpId).toBe('712345678901-123');
  });

  it('keeps when the price was last checked, its source and the off-shelf mark', async () => {
    const freshness = {
      lastCheckedAt: 1_767_000_000,
      latestSource: 'tracker',
      offShelf: true,
    } as const;
    const store = new HistoryStore(createTestRootStore(), new FakePricesApi({ freshness }));
    await store.load(SAMPLE_PRODUCT.dpId);
    expect(store.freshness).toMatchObject(freshness);
    expect(store.isUntracked).toBe(false);
  });

  it('does not call a failed answer untracked', async () => {
    const store = new HistoryStore(createTestRootStore(), new FakePricesApi({ isFailing: true }));
    await store.load(SAMPLE_PRODUCT.dpId);
    expect(store.status).toBe('error');
    expect(store.isUntracked).toBe(false);
  });
});

describe('HistoryStore for a route loader', () => {
  it('resolves once the product shows, and a second ask waits for the same load', async () => {
    const api = new FakePricesApi();
    const store = new HistoryStore(createTestRootStore(), api);
    const first = store.ensureLoaded(SAMPLE_PRODUCT.dpId);
    const second = store.ensureLoaded(SAMPLE_PRODUCT.dpId);
    expect(store.status).toBe('loading');
    await Promise.all([first, second]);
    expect(store.status).toBe('ready');
    await store.ensureLoaded(SAMPLE_PRODUCT.dpId);
    expect(store.status).toBe('ready');
  });

  it('resolves on a failure too, the error kept in the store', async () => {
    const store = new HistoryStore(createTestRootStore(), new FakePricesApi({ isFailing: true }));
    await expect(store.ensureLoaded(SAMPLE_PRODUCT.dpId)).resolves.toBeUndefined();
    expect(store.status).toBe('error');
  });

  it('is the store the root keeps for the page that shows the product', async () => {
    const root = createTestRootStore();
    await root.views.of(historyView, SAMPLE_PRODUCT.dpId).ensureLoaded(SAMPLE_PRODUCT.dpId);
    expect(root.views.of(historyView, SAMPLE_PRODUCT.dpId).status).toBe('ready');
  });
});

describe('LinkLookupStore', () => {
  it('resolves a JD mobile share text', async () => {
    const store = new LinkLookupStore(createTestRootStore(), new FakePricesApi());
    const found = await store.lookup(
      '【京东】华为 Mate 60 Pro https://item.m.jd.com/product/100012043978.html 复制打开京东',
    );
    expect(found).toEqual({ dpId: SAMPLE_PRODUCT.dpId });
  });

  it('names the dp id of a supported link it has just queued, until the query changes', async () => {
    const store = new LinkLookupStore(createTestRootStore(), new FakePricesApi());
    expect(await store.lookup('https://item.jd.com/123456.html')).toBeUndefined();
    // News, not an error: the box says so on its polite status line.
    expect(store.error).toBeUndefined();
    expect(store.statusLine).toBe(MSG_NOT_TRACKED);
    expect(store.queuedDpId).toBe('123456-3');
    store.clearError();
    expect(store.queuedDpId).toBeUndefined();
    expect(store.statusLine).toBeUndefined();
    await store.lookup('随便写点什么');
    expect(store.queuedDpId).toBeUndefined();
  });

  it('has the server expand an app share text’s short link, saying so meanwhile', async () => {
    let answer: (value: undefined) => void = () => undefined;
    const answered = new Promise<undefined>((resolve) => {
      answer = resolve;
    });
    // The server's expansion is held until the test has seen the status line.
    class HeldServer extends FakePricesApi {
      override async identify(url: string) {
        await answered;
        return super.identify(url);
      }
    }
    const api = new HeldServer({
      shortLinks: { 'https://3.cn/1-ABCdef': 'https://item.jd.com/100012043978.html' },
    });
    const store = new LinkLookupStore(createTestRootStore(), api);
    const found = store.lookup(
      '【京东】https://3.cn/1-ABCdef?jkl=@XyZ 「华为 Mate 60」 点击链接直接打开',
    );
    await vi.waitFor(() => expect(store.statusLine).toBe(MSG_IDENTIFYING_LINK));
    answer(undefined);
    expect(await found).toEqual({ dpId: SAMPLE_PRODUCT.dpId });
    expect(store.statusLine).toBeUndefined();
  });

  it('queues the product behind a short link, and shows why a dead one leads nowhere', async () => {
    const api = new FakePricesApi({
      shortLinks: { 'https://3.cn/new': 'https://item.m.jd.com/product/123456.html' },
    });
    const store = new LinkLookupStore(createTestRootStore(), api);
    expect(await store.lookup('https://3.cn/new')).toBeUndefined();
    expect(store.queuedDpId).toBe('123456-3');
    expect(store.error).toBeUndefined();
    expect(store.statusLine).toBe(MSG_NOT_TRACKED);
    expect(await store.lookup('https://3.cn/gone')).toBeUndefined();
    expect(store.error).toBe(FAKE_DEAD_SHORT_LINK);
    expect(store.queuedDpId).toBeUndefined();
    expect(store.statusLine).toBeUndefined();
  });

  it('takes text without a link as keywords to search for', async () => {
    const store = new LinkLookupStore(createTestRootStore(), new FakePricesApi());
    expect(await store.lookup('  空气炸锅   5升 ')).toEqual({ keywords: '空气炸锅 5升' });
    expect(store.error).toBeUndefined();
  });

  it('refuses a link to a store it does not read', async () => {
    const store = new LinkLookupStore(createTestRootStore(), new FakePricesApi());
    expect(await store.lookup('https://www.example.com/item/1')).toBeUndefined();
    expect(store.error).toBe(MSG_UNSUPPORTED_LINK);
  });
});

describe('prefetching', () => {
  it('opens on the answers asked for early, for the same product only, once', async () => {
    const prices = new FakePricesApi();
    const root = createTestRootStore({ prices });
    let asked = 0;
    const history = prices.history.bind(prices);
    prices.history = (dpId, range) => {
      asked += 1;
      return history(dpId, range);
    };
    root.historyPrefetch.start(SAMPLE_PRODUCT.dpId);
    const first = new HistoryStore(root, prices);
    await first.load(SAMPLE_PRODUCT.dpId);
    expect(first.product?.dpId).toBe(SAMPLE_PRODUCT.dpId);
    expect(asked).toBe(1);
    await new HistoryStore(root, prices).load(SAMPLE_PRODUCT.dpId);
    expect(asked).toBe(2);
    root.historyPrefetch.start(SAMPLE_PRODUCT.dpId);
    expect(root.historyPrefetch.take('1-3', OPENING_RANGE)).toBeUndefined();
  });
});
