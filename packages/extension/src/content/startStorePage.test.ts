// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://item.jd.com/100008348542.html" }
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../background/settings';
import type { ExtensionMessage, LookupAnswer } from '../shared/messages';
import { readRecentProducts } from '../shared/recentProducts';
import { memoryArea } from '../testing/memoryArea';
import type { ListenToWorker } from './listenToWorker';
import type { SendToWorker } from './sendToWorker';
import { startStorePage } from './startStorePage';
import { JD } from './stores';

const HISTORY_URL = 'http://localhost:8080/trend/100008348542-3.html';
const TRACKED: LookupAnswer = {
  state: 'tracked',
  summary: { lowestPrice: 459_900, lowest30: 479_900, trend: 0 },
  finalPrices: [],
  historyUrl: HISTORY_URL,
  trendUrl: 'http://localhost:8080/ext/trend?dp=100008348542-3',
  offers: [],
  nextSale: null,
  promotions: [{ ts: Date.UTC(2026, 10, 26, 4) / 1000, text: '满3000减200' }],
  aiRateUrl: 'http://localhost:8080/ext/ai_rate?dp=100008348542-3',
};

/** A worker that never tells the tab anything (no add waits for a sign-in here). */
const silentWorker: ListenToWorker = () => undefined;

function showPage() {
  document.body.innerHTML = `
    <div class="itemInfo-wrap">
      <div class="sku-name">华为 HUAWEI Mate 30 5G 亮黑色</div>
      <div class="summary-price J-summary-price">
        <div class="p-price"><span>￥</span><span class="price J-p-100008348542">4999.00</span></div>
      </div>
    </div>`;
}

/** A worker that answers every lookup with `answer` and records every message. */
function worker(answer: LookupAnswer) {
  const messages: ExtensionMessage[] = [];
  const send = ((message: ExtensionMessage) => {
    messages.push(message);
    return Promise.resolve(message.type === 'lookup' ? answer : { isQueued: false });
  }) as SendToWorker;
  return { messages, send };
}

const bar = () => document.querySelector<HTMLElement>('[data-pricetrail="mini-bar"]');
const topBar = () => document.querySelector<HTMLElement>('[data-pricetrail="top-bar"]');

let controller = new AbortController();
afterEach(() => {
  controller.abort();
  controller = new AbortController();
  document.body.innerHTML = '';
});

describe('startStorePage', () => {
  it('puts the bar after the price block and lists a tracked product for the popup', async () => {
    showPage();
    const storage = memoryArea();
    const { send } = worker(TRACKED);
    await startStorePage(controller.signal, JD, send, storage, silentWorker);
    expect(bar()?.previousElementSibling?.classList.contains('summary-price')).toBe(true);
    expect(bar()?.dataset.position).toBe('below-price');
    await vi.waitFor(async () =>
      expect(await readRecentProducts(storage)).toEqual([
        expect.objectContaining({
          dpId: '100008348542-3',
          title: '华为 HUAWEI Mate 30 5G 亮黑色',
          siteId: 3,
          price: 499_900,
          historyUrl: HISTORY_URL,
        }),
      ]),
    );
  });

  it('does not list a product the server does not track yet', async () => {
    showPage();
    const storage = memoryArea();
    const keysRead: string[] = [];
    const reading = { ...storage, get: (key: string) => (keysRead.push(key), storage.get(key)) };
    const { send } = worker({ state: 'queued', message: '已加入追踪队列', tracking: null });
    await startStorePage(controller.signal, JD, send, reading, silentWorker);
    await vi.waitFor(() => expect(bar()?.shadowRoot?.textContent).toContain('已加入追踪队列'));
    // A recording starts (reading the list) before the answer reaches the bar, so none began.
    expect(keysRead).not.toContain(STORAGE_KEYS.recentProducts);
    expect(storage.values.has(STORAGE_KEYS.recentProducts)).toBe(false);
  });

  it('shows the bar in the page corner when the shopper chose so', async () => {
    showPage();
    const storage = memoryArea({ [STORAGE_KEYS.miniBarPosition]: 'floating' });
    await startStorePage(controller.signal, JD, worker(TRACKED).send, storage, silentWorker);
    expect(bar()?.parentElement).toBe(document.body);
    expect(bar()?.dataset.position).toBe('floating');
  });

  it('shows no bar and asks the server nothing when both bars are off', async () => {
    showPage();
    const storage = memoryArea({ [STORAGE_KEYS.miniBar]: false, [STORAGE_KEYS.topBar]: false });
    const { messages, send } = worker(TRACKED);
    await startStorePage(controller.signal, JD, send, storage, silentWorker);
    expect([bar(), topBar()]).toEqual([null, null]);
    expect(messages.filter((message) => message.type === 'lookup')).toEqual([]);
  });

  it('puts the top bar first on the page; both bars are answered by one lookup', async () => {
    showPage();
    const { messages, send } = worker(TRACKED);
    await startStorePage(controller.signal, JD, send, memoryArea(), silentWorker);
    await vi.waitFor(() => expect(topBar()?.shadowRoot?.textContent).toContain('满3000减200'));
    expect(document.body.firstElementChild).toBe(topBar());
    expect(bar()).not.toBeNull();
    expect(messages.filter((message) => message.type === 'lookup')).toHaveLength(1);
  });

  it('shows the top bar alone when the mini bar is off', async () => {
    showPage();
    const storage = memoryArea({ [STORAGE_KEYS.miniBar]: false });
    await startStorePage(controller.signal, JD, worker(TRACKED).send, storage, silentWorker);
    await vi.waitFor(() => expect(topBar()).not.toBeNull());
    expect(bar()).toBeNull();
  });

  it('shows no top bar when the shopper turned it off', async () => {
    showPage();
    const storage = memoryArea({ [STORAGE_KEYS.topBar]: false });
    await startStorePage(controller.signal, JD, worker(TRACKED).send, storage, silentWorker);
    await vi.waitFor(() => expect(bar()?.shadowRoot?.textContent).toContain('历史最低'));
    expect(topBar()).toBeNull();
  });

  it('follows the settings on an open page: bars go, come back and move as the shopper switches them', async () => {
    showPage();
    const storage = memoryArea();
    await startStorePage(controller.signal, JD, worker(TRACKED).send, storage, silentWorker);
    await vi.waitFor(() => expect(topBar()).not.toBeNull());
    expect(bar()?.dataset.position).toBe('below-price');

    await storage.set(STORAGE_KEYS.miniBar, false);
    await storage.set(STORAGE_KEYS.topBar, false);
    await vi.waitFor(() => expect([bar(), topBar()]).toEqual([null, null]));

    await storage.set(STORAGE_KEYS.miniBarPosition, 'floating');
    await storage.set(STORAGE_KEYS.miniBar, true);
    await vi.waitFor(() => expect(bar()?.dataset.position).toBe('floating'));
    expect(document.querySelectorAll('[data-pricetrail="mini-bar"]')).toHaveLength(1);
    expect(topBar()).toBeNull();
  });

  it('leaves the bars alone when another setting changes', async () => {
    showPage();
    const storage = memoryArea();
    await startStorePage(controller.signal, JD, worker(TRACKED).send, storage, silentWorker);
    const shown = bar();
    await storage.set(STORAGE_KEYS.contributing, false);
    expect(bar()).toBe(shown);
  });
});
