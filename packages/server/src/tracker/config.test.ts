import { expect, test } from 'vitest';
import { loadTrackerConfig, type TrackerConfig } from './config.js';

test('defaults are gentle: 6 a minute, one at a time, 5 MB, 3 redirects, hourly and daily', () => {
  const config = loadTrackerConfig({}) as TrackerConfig;
  expect(config.enabled).toBe(true);
  expect(config.budgets.defaults).toEqual({ perMinute: 6, concurrency: 1 });
  expect(config.limits).toEqual({ timeoutMs: 15_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 3 });
  expect([config.hotIntervalS, config.coldIntervalS]).toEqual([3600, 86_400]);
  expect(config.browser).toBeUndefined();
  expect(config.hostMap.size).toBe(0);
});

test('TRACKER=off, per-store budgets, a browser and a host map are read', () => {
  const config = loadTrackerConfig({
    TRACKER: 'off',
    TRACKER_STORE_BUDGETS: 'jd=12/2, tmall=3/1',
    TRACKER_BROWSER: '/usr/bin/chromium',
    STORE_HOST_MAP: 'item.jd.com=http://127.0.0.1:9100',
    TRACKER_STORE_PER_MINUTE: 'off',
  }) as TrackerConfig;
  expect(config.budgets.defaults.perMinute).toBe(Infinity);
  expect(config.enabled).toBe(false);
  expect(config.budgets.byStore.get('jd')).toEqual({ perMinute: 12, concurrency: 2 });
  expect(config.budgets.byStore.get('tmall')).toEqual({ perMinute: 3, concurrency: 1 });
  expect(config.browser).toEqual({ executable: '/usr/bin/chromium', maxPages: 2 });
  expect(config.hostMap.get('item.jd.com')?.toString()).toBe('http://127.0.0.1:9100/');
});

test('bad settings are refused with a Chinese message naming the setting', () => {
  expect(loadTrackerConfig({ TRACKER: 'maybe' })).toContain('TRACKER 只能是');
  expect(loadTrackerConfig({ TRACKER_STORE_PER_MINUTE: '0' })).toContain(
    'TRACKER_STORE_PER_MINUTE 必须是正数',
  );
  expect(loadTrackerConfig({ TRACKER_STORE_CONCURRENCY: '1.5' })).toContain('必须是正整数');
  expect(loadTrackerConfig({ TRACKER_STORE_BUDGETS: 'ebay=1/1' })).toContain(
    'TRACKER_STORE_BUDGETS',
  );
  expect(loadTrackerConfig({ STORE_HOST_MAP: 'item.jd.com=nope' })).toContain('STORE_HOST_MAP');
});
