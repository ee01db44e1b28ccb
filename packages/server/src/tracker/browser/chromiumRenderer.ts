import { chromium, type Browser } from 'playwright-core';
import type { BrowserSettings } from '../config.js';
import type { FetchedPage, FetchLimits } from '../fetch/fetchPage.js';
import { routeThrough, type HostMap } from '../fetch/hostMap.js';
import { isStoreHost, type StorePage } from '../fetch/storeUrl.js';
import type { PageRenderer } from '../work/lookAtItem.js';

// Flags for a headless Chromium in a container, without its background traffic.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
// Images, fonts and media never carry the price.
const SKIPPED_TYPES = new Set(['image', 'font', 'media']);

/**
 * Renders product pages whose price only scripts fill in, in the machine's Chromium: at most
 * `maxPages` at once; requests to the store's own hosts only (mapped hosts through
 * `STORE_HOST_MAP` with `X-Forwarded-Host`), everything else refused.
 */
export class ChromiumRenderer implements PageRenderer {
  #browser: Promise<Browser> | undefined;
  #open = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(
    private readonly settings: BrowserSettings,
    private readonly hostMap: HostMap,
    private readonly limits: FetchLimits,
  ) {}

  #launch(): Promise<Browser> {
    this.#browser ??= chromium.launch({
      executablePath: this.settings.executable,
      headless: true,
      args: CHROMIUM_ARGS,
    });
    return this.#browser;
  }

  async #slot(): Promise<() => void> {
    if (this.#open >= this.settings.maxPages) {
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    this.#open++;
    return () => {
      this.#open--;
      this.#waiting.shift()?.();
    };
  }

  /** Loads the page, lets its scripts run, and answers the resulting HTML. */
  async render(page: StorePage, signal?: AbortSignal): Promise<FetchedPage> {
    const release = await this.#slot();
    const browser = await this.#launch();
    const context = await browser.newContext({ locale: 'zh-CN', serviceWorkers: 'block' });
    const onAbort = () => void context.close();
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      await context.route('**/*', async (route) => {
        const request = route.request();
        const url = new URL(request.url());
        if (SKIPPED_TYPES.has(request.resourceType()) || !isStoreHost(page.site, url.hostname)) {
          return route.abort('blockedbyclient');
        }
        const { target, forwardedHost } = routeThrough(this.hostMap, url);
        if (!forwardedHost) return route.continue();
        const response = await route.fetch({
          url: target.toString(),
          headers: { ...request.headers(), 'x-forwarded-host': forwardedHost },
          maxRedirects: 0,
          timeout: this.limits.timeoutMs,
        });
        return route.fulfill({ response });
      });
      const tab = await context.newPage();
      const answer = await tab.goto(page.url.toString(), {
        waitUntil: 'networkidle',
        timeout: this.limits.timeoutMs,
      });
      const status = answer?.status() ?? 0;
      if (status !== 200) {
        return { ok: false, problem: 'http_status', status, message: `商城返回 HTTP ${status}` };
      }
      const html = await tab.content();
      const bytes = new TextEncoder().encode(html);
      if (bytes.length > this.limits.maxBytes) {
        return { ok: false, problem: 'too_large', message: '页面超过大小上限' };
      }
      return {
        ok: true,
        url: new URL(tab.url()),
        status,
        bytes,
        contentType: 'text/html; charset=utf-8',
      };
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      const timedOut = (error as Error).name === 'TimeoutError';
      return timedOut
        ? { ok: false, problem: 'timeout', message: '页面渲染超时' }
        : { ok: false, problem: 'network', message: `页面渲染失败：${(error as Error).message}` };
    } finally {
      signal?.removeEventListener('abort', onAbort);
      await context.close().catch(() => undefined);
      release();
    }
  }

  /** Closes the browser if it was started. */
  async close(): Promise<void> {
    const browser = await this.#browser?.catch(() => undefined);
    await browser?.close();
  }
}
