// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://item.jd.com/100008348542.html" }
import { CLOSE_FRAME_MESSAGE } from '@pricetrail/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ExtensionMessage,
  LookupAnswer,
  WatchAnswer,
  WatchDoneMessage,
} from '../../shared/messages';
import { MSG_LOADING, MSG_WATCH_ADDED, MSG_WATCH_SIGN_IN } from '../../shared/text';
import type { ListenToWorker } from '../listenToWorker';
import { watchPage } from '../pageFeed';
import type { SendToWorker } from '../sendToWorker';
import { JD } from '../stores';
import * as contribute from './contribute';
import * as miniBar from './miniBar';

const NOW = Date.UTC(2026, 10, 27, 6, 0, 0);
const TRACKED: LookupAnswer = {
  state: 'tracked',
  summary: { lowestPrice: 459_900, lowest30: 479_900, trend: 0 },
  finalPrices: [[NOW / 1000 - 86_400, 499_900]],
  historyUrl: 'http://localhost:8080/trend/100008348542-3.html',
  trendUrl: 'http://localhost:8080/ext/trend?dp=100008348542-3',
  offers: [],
  nextSale: null,
  promotions: [],
  aiRateUrl: 'http://localhost:8080/ext/ai_rate?dp=100008348542-3',
};

function showPage(price: string) {
  document.body.innerHTML = `
    <div class="itemInfo-wrap">
      <div class="sku-name">华为 HUAWEI Mate 30 5G 亮黑色</div>
      <div class="summary-price J-summary-price">
        <div class="p-price"><span>￥</span><span class="price J-p-100008348542">${price}</span></div>
      </div>
      <div id="after-price">配送至</div>
    </div>`;
}

/**
 * A worker stand-in: lookups wait for `answer`, 降价提醒 answers `watchAnswer`, every message is
 * recorded, and `tell` sends the tab a message.
 */
function worker(watchAnswer: WatchAnswer = { state: 'added', message: MSG_WATCH_ADDED }) {
  const messages: ExtensionMessage[] = [];
  const listeners = new Set<(message: WatchDoneMessage) => void>();
  let answer: (found: LookupAnswer) => void = () => {};
  const send = ((message: ExtensionMessage) => {
    messages.push(message);
    if (message.type === 'observe') return Promise.resolve({ isQueued: true });
    if (message.type === 'watch') return Promise.resolve(watchAnswer);
    return new Promise<LookupAnswer>((resolve) => (answer = resolve));
  }) as SendToWorker;
  const listen: ListenToWorker = (listener, signal) => {
    listeners.add(listener);
    signal.addEventListener('abort', () => listeners.delete(listener));
  };
  const tell = (message: WatchDoneMessage) => listeners.forEach((listener) => listener(message));
  return { messages, send, listen, tell, answer: (found: LookupAnswer) => answer(found) };
}

function start(send: SendToWorker, listen: ListenToWorker = worker().listen) {
  const controller = new AbortController();
  const feed = watchPage(window, JD, controller.signal);
  miniBar.init(controller.signal, { store: JD, feed, send, listen, now: () => NOW });
  contribute.init(controller.signal, { feed, send });
  return controller;
}

const bar = () => document.querySelector('[data-pricetrail="mini-bar"]');
const barText = () => bar()?.shadowRoot?.querySelector('section')?.textContent ?? '';
const focused = () => bar()?.shadowRoot?.activeElement;

/** The bar's control matching `selector`, once it is drawn. */
function shadowControl<T extends HTMLElement>(selector: string): Promise<T> {
  return vi.waitFor(() => {
    const found = bar()?.shadowRoot?.querySelector<T>(selector);
    if (!found) throw new Error(`no ${selector} in the bar yet`);
    return found;
  });
}

/** Types `text` into `input` as the shopper would: its value, then the input event. */
function type(input: HTMLInputElement, text: string) {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Presses the form's 提醒我. */
function submit() {
  bar()?.shadowRoot?.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/100008348542.html');
});

describe('mini bar', () => {
  it('sits right after the price block, loading, then shows the lows the server holds', async () => {
    showPage('4999.00');
    const { send, answer } = worker();
    const controller = start(send);
    expect(bar()?.previousElementSibling?.classList.contains('summary-price')).toBe(true);
    expect(barText()).toContain(MSG_LOADING);
    answer(TRACKED);
    await vi.waitFor(() => expect(barText()).toContain('历史最低¥4599.00'));
    expect(barText()).toContain('今日¥4999.00');
    expect(barText()).toContain('30 天最低¥4799.00');
    controller.abort();
  });

  it('reads the page again when the price changes (a SKU switch) without asking the server again', async () => {
    showPage('4999.00');
    const { send, answer, messages } = worker();
    const controller = start(send);
    answer(TRACKED);
    await vi.waitFor(() => expect(barText()).toContain('今日¥4999.00'));
    const price = document.querySelector('.price');
    if (price) price.textContent = '4399.00';
    await vi.waitFor(() => expect(barText()).toContain('今日¥4399.00'));
    expect(messages.filter((message) => message.type === 'lookup')).toHaveLength(1);
    controller.abort();
  });

  it('follows in-page navigation to another product and asks the server about that one', async () => {
    showPage('4999.00');
    const { send, answer, messages } = worker();
    const controller = start(send);
    answer(TRACKED);
    await vi.waitFor(() => expect(barText()).toContain('今日¥4999.00'));
    history.pushState(null, '', '/100012043978.html');
    showPage('3999.00');
    await vi.waitFor(() =>
      expect(messages.filter((message) => message.type === 'lookup').at(-1)).toMatchObject({
        dpId: '100012043978-3',
        url: 'https://item.jd.com/100012043978.html',
      }),
    );
    expect(barText()).toContain(MSG_LOADING);
    answer(TRACKED);
    await vi.waitFor(() => expect(barText()).toContain('今日¥3999.00'));
    controller.abort();
  });

  it('says a product the server did not hold is queued, and shows it once the tracker read it', async () => {
    showPage('4999.00');
    const { send, answer, messages } = worker();
    vi.useFakeTimers();
    const controller = start(send);
    answer({ state: 'queued', message: '暂未收录该商品，已加入追踪队列', tracking: 'fetching' });
    await vi.waitFor(() => expect(barText()).toContain('暂未收录该商品，已加入追踪队列'));
    await vi.advanceTimersByTimeAsync(miniBar.QUEUED_RECHECK_MS);
    expect(messages.filter((message) => message.type === 'lookup')).toHaveLength(2);
    answer(TRACKED);
    await vi.waitFor(() => expect(barText()).toContain('历史最低¥4599.00'));
    controller.abort();
  });

  it('asks for a target, refusing one not under today, and keeps it through the sign-in', async () => {
    showPage('4999.00');
    const { send, answer, messages, listen, tell } = worker({
      state: 'signing_in',
      message: MSG_WATCH_SIGN_IN,
    });
    const controller = start(send, listen);
    answer(TRACKED);
    (await shadowControl<HTMLButtonElement>('button.watch')).click();
    // The 30-day low (¥4799) is under today's ¥4999: the form suggests it, focus in its box.
    const target = await shadowControl<HTMLInputElement>('input');
    expect(target.value).toBe('4799');
    expect(focused()).toBe(target);

    type(target, '5200');
    submit();
    await vi.waitFor(() => expect(barText()).toContain('目标价需低于今日价格 ¥4999.00'));
    const refused = await shadowControl<HTMLInputElement>('input');
    expect(refused.getAttribute('aria-invalid')).toBe('true');
    expect(refused.value).toBe('5200');
    expect(focused()).toBe(refused);

    type(refused, '4500.5');
    submit();
    await vi.waitFor(() => expect(barText()).toContain(MSG_WATCH_SIGN_IN));
    expect(messages.find((message) => message.type === 'watch')).toEqual({
      type: 'watch',
      dpId: '100008348542-3',
      url: 'https://item.jd.com/100008348542.html',
      targetPrice: 450_050,
    });
    const added = { state: 'added', message: MSG_WATCH_ADDED } as const;
    tell({ type: 'watch-done', dpId: '100012043978-3', answer: added });
    expect(barText()).not.toContain(MSG_WATCH_ADDED);
    tell({ type: 'watch-done', dpId: '100008348542-3', answer: added });
    expect(barText()).toContain(MSG_WATCH_ADDED);
    expect(bar()?.shadowRoot?.querySelector('button.watch')).toBeNull();
    controller.abort();
  });

  it('keeps the typed target and its focus when the page redraws the bar (a price change)', async () => {
    showPage('4999.00');
    const { send, answer } = worker();
    const controller = start(send);
    answer(TRACKED);
    (await shadowControl<HTMLButtonElement>('button.watch')).click();
    type(await shadowControl<HTMLInputElement>('input'), '4500');
    const price = document.querySelector('.price');
    if (price) price.textContent = '4899.00';
    await vi.waitFor(() => expect(barText()).toContain('今日¥4899.00'));
    const target = await shadowControl<HTMLInputElement>('input');
    expect(target.value).toBe('4500');
    expect(focused()).toBe(target);
    controller.abort();
  });

  it('closes the target form on Esc, handing focus back to 降价提醒, and sends nothing', async () => {
    showPage('4999.00');
    const { send, answer, messages } = worker();
    const controller = start(send);
    answer({ ...TRACKED, summary: { lowestPrice: 459_900, lowest30: 499_900 } });
    (await shadowControl<HTMLButtonElement>('button.watch')).click();
    const target = await shadowControl<HTMLInputElement>('input');
    // No lower 30-day price: 5 % off ¥4999, rounded down to whole yuan.
    expect(target.value).toBe('4749');
    target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(bar()?.shadowRoot?.querySelector('form')).toBeNull();
    const watchButton = await shadowControl<HTMLButtonElement>('button.watch');
    expect(focused()).toBe(watchButton);
    expect(watchButton.getAttribute('aria-expanded')).toBe('false');
    expect(messages.some((message) => message.type === 'watch')).toBe(false);
    controller.abort();
  });

  it('opens the price-history popover from 价格走势, keeps its frame through a redraw, and closes on Esc', async () => {
    showPage('4999.00');
    const { send, answer } = worker();
    const controller = start(send);
    answer(TRACKED);
    const toggle = await shadowControl<HTMLButtonElement>('button.trend-toggle');
    expect(toggle.textContent).toBe('价格走势');
    toggle.click();
    const frame = await shadowControl<HTMLIFrameElement>('iframe');
    expect(frame.title).toBe('价迹价格走势');
    expect(frame.src).toBe('http://localhost:8080/ext/trend?dp=100008348542-3');
    expect(focused()?.getAttribute('aria-label')).toBe('关闭价格走势');

    // A SKU switch redraws the bar: the frame is the same one, not loaded again.
    const price = document.querySelector('.price');
    if (price) price.textContent = '4399.00';
    await vi.waitFor(() => expect(barText()).toContain('今日¥4399.00'));
    expect(bar()?.shadowRoot?.querySelector('iframe')).toBe(frame);

    focused()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(bar()?.shadowRoot?.querySelector('iframe')).toBeNull();
    const closedToggle = await shadowControl<HTMLButtonElement>('button.trend-toggle');
    expect(focused()).toBe(closedToggle);
    expect(closedToggle.getAttribute('aria-expanded')).toBe('false');
    controller.abort();
  });

  it('closes the price-history popover when Esc is pressed inside its frame, and only then', async () => {
    showPage('4999.00');
    const { send, answer } = worker();
    const controller = start(send);
    answer(TRACKED);
    (await shadowControl<HTMLButtonElement>('button.trend-toggle')).click();
    const frame = await shadowControl<HTMLIFrameElement>('iframe');
    const post = (data: unknown, origin: string, source: Window | null) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

    // The same words from the store page itself, or from our frame with another message: no.
    post({ type: CLOSE_FRAME_MESSAGE }, 'https://item.jd.com', window);
    post({ type: 'resize' }, 'http://localhost:8080', frame.contentWindow);
    expect(bar()?.shadowRoot?.querySelector('iframe')).toBe(frame);

    post({ type: CLOSE_FRAME_MESSAGE }, 'http://localhost:8080', frame.contentWindow);
    expect(bar()?.shadowRoot?.querySelector('iframe')).toBeNull();
    const toggle = await shadowControl<HTMLButtonElement>('button.trend-toggle');
    expect(focused()).toBe(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    controller.abort();
  });

  it('removes everything it added when its signal aborts', async () => {
    showPage('4999.00');
    const { send, messages } = worker();
    vi.useFakeTimers();
    const controller = start(send);
    controller.abort();
    expect(bar()).toBeNull();
    // No settled reading is handed on after the abort.
    await vi.advanceTimersByTimeAsync(contribute.STABLE_MS * 2);
    expect(messages.map((message) => message.type)).toEqual(['lookup']);
  });

  it('hands a reading on for contributing once the page has held it', async () => {
    showPage('4999.00');
    const { send, messages } = worker();
    vi.useFakeTimers();
    const controller = start(send);
    await vi.advanceTimersByTimeAsync(contribute.STABLE_MS);
    const observed = messages.filter((message) => message.type === 'observe');
    expect(observed).toHaveLength(1);
    expect(observed[0]).toMatchObject({
      url: 'https://item.jd.com/100008348542.html',
      reading: { dpId: '100008348542-3', listPrice: 499_900 },
    });
    controller.abort();
  });
});
