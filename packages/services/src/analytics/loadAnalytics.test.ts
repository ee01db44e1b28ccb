// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAnalytics } from './loadAnalytics';

function analyticsScripts(): HTMLScriptElement[] {
  return [...document.head.querySelectorAll('script')];
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

describe('loadAnalytics', () => {
  it.each([undefined, '', '   '])('does nothing without a site id (%j)', async (siteId) => {
    loadAnalytics({ siteId, document });
    await vi.advanceTimersByTimeAsync(1000);
    expect(analyticsScripts()).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('adds the script to the head after the 10 ms head-update delay', async () => {
    loadAnalytics({ siteId: 'abc123', document });
    await vi.advanceTimersByTimeAsync(9);
    expect(analyticsScripts()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    const [script] = analyticsScripts();
    expect(script?.src).toBe('https://hm.baidu.com/hm.js?abc123');
    expect(script?.async).toBe(true);
  });

  it('adds the script once however often it is called, and can be cancelled', async () => {
    loadAnalytics({
      siteId: 'a',
      document,
      scriptUrl: (id) => `https://stats.example.cn/${id}.js`,
    });
    loadAnalytics({ siteId: 'a', document });
    const cancel = loadAnalytics({ siteId: 'b', document });
    cancel();
    await vi.advanceTimersByTimeAsync(10);
    expect(analyticsScripts().map((script) => script.src)).toEqual([
      'https://stats.example.cn/a.js',
    ]);
  });
});
