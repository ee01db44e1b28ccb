// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from './errors';
import { Http } from './Http';
import { buildJsonpUrl, createJsonp, type JsonpEnvironment } from './jsonp';

type Callbacks = Record<string, ((data: unknown) => void) | undefined>;

const environment = (): JsonpEnvironment => ({
  document,
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
});

function lastScript(): HTMLScriptElement | null {
  return document.head.querySelector('script');
}

function callbackName(script: HTMLScriptElement | null): string {
  return new URL(script?.src ?? 'http://x/').searchParams.get('cb') ?? '';
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

describe('buildJsonpUrl', () => {
  it('appends query and callback with the right separator', () => {
    expect(buildJsonpUrl('https://a.cn/p', { q: '价', n: 1, x: undefined }, 'cb', 'f1')).toBe(
      'https://a.cn/p?q=%E4%BB%B7&n=1&cb=f1',
    );
    expect(buildJsonpUrl('https://a.cn/p?v=2', {}, 'callback', 'f2')).toBe(
      'https://a.cn/p?v=2&callback=f2',
    );
  });
});

describe('createJsonp', () => {
  it('resolves with the callback data and removes the script and the callback', async () => {
    const jsonp = createJsonp(environment);
    const answer = jsonp<{ price: number }>('https://api.example.cn/price', {
      query: { dp: '1-3' },
      callbackParam: 'cb',
    });
    const script = lastScript();
    const name = callbackName(script);
    expect(script?.src).toContain('dp=1-3');
    expect(name).not.toBe('');
    (window as unknown as Callbacks)[name]?.({ price: 1999 });
    await expect(answer).resolves.toEqual({ price: 1999 });
    expect(lastScript()).toBeNull();
    expect(name in window).toBe(false);
  });

  it('gives every call its own callback name', () => {
    const jsonp = createJsonp(environment);
    void jsonp('https://a.cn/1', { callbackParam: 'cb' }).catch(() => undefined);
    void jsonp('https://a.cn/2', { callbackParam: 'cb' }).catch(() => undefined);
    const names = [...document.head.querySelectorAll('script')].map((s) => callbackName(s));
    expect(new Set(names).size).toBe(2);
  });

  it('rejects with a NetworkError after the timeout and cleans up', async () => {
    const jsonp = createJsonp(environment);
    const answer = jsonp('https://a.cn/slow', { timeoutMs: 1000, callbackParam: 'cb' });
    const name = callbackName(lastScript());
    const failure = answer.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(999);
    expect(lastScript()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(await failure).toBeInstanceOf(NetworkError);
    expect(lastScript()).toBeNull();
    // A script arriving late must not throw: the callback is a no-op now.
    expect(() => (window as unknown as Callbacks)[name]?.({})).not.toThrow();
  });

  it('rejects when the script fails to load', async () => {
    const jsonp = createJsonp(environment);
    const answer = jsonp('https://a.cn/404');
    lastScript()?.dispatchEvent(new Event('error'));
    await expect(answer).rejects.toThrow('JSONP request failed');
    expect(lastScript()).toBeNull();
  });
});

describe('Http.jsonp', () => {
  it('resolves relative URLs against the base URL and uses the page document', async () => {
    const http = new Http({ baseUrl: 'https://api.example.cn/v1/', jsonpEnvironment: environment });
    const answer = http.jsonp<number>('/rank', { query: { pg: 1 } });
    const script = lastScript();
    expect(script?.src).toMatch(/^https:\/\/api\.example\.cn\/v1\/rank\?pg=1&callback=/);
    const name = new URL(script?.src ?? 'http://x/').searchParams.get('callback') ?? '';
    (window as unknown as Callbacks)[name]?.(7);
    await expect(answer).resolves.toBe(7);
  });
});
