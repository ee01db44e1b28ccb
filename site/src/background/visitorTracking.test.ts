// @vitest-environment jsdom
import {
  IDLE_FALLBACK_MS,
  SAVE_INTERVAL_MS,
  TRACKING_STORAGE_KEYS,
  startVisitorTracking,
} from '@pricetrail/services';
import { createMemoryStorage } from '@pricetrail/services/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startBackgroundWork } from '../startBackgroundWork';
import { analyticsFeature } from './analytics';
import {
  BACKGROUND_START_DELAY_MS,
  visitorTrackingFeature,
  type StartTracking,
} from './visitorTracking';

// jsdom has no idle callbacks, so the feature waits 500 ms after its delay instead.
const UNTIL_STARTED_MS = BACKGROUND_START_DELAY_MS + 500;

let background: AbortController;

beforeEach(() => {
  vi.useFakeTimers();
  background = new AbortController();
});

afterEach(() => {
  background.abort();
  vi.useRealTimers();
  document.head.replaceChildren();
});

/** Real visitor tracking over a memory storage, and a way to read what it saved. */
function trackingInMemory() {
  const storage = createMemoryStorage();
  const start: StartTracking = (target) =>
    startVisitorTracking({
      window: target,
      storage,
      writeCookie: () => undefined,
      fingerprint: () => Promise.resolve('f'.repeat(32)),
    });
  const load = vi.fn(() => Promise.resolve(start));
  const saved = () => storage.getItem(TRACKING_STORAGE_KEYS.behaviour);
  return { load, saved };
}

describe('site background work', () => {
  it('starts visitor tracking after the load event, the delay and an idle moment', async () => {
    const tracking = trackingInMemory();
    startBackgroundWork([visitorTrackingFeature(window, tracking.load)], background.signal);
    await vi.advanceTimersByTimeAsync(UNTIL_STARTED_MS - 1);
    expect(tracking.load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(tracking.load).toHaveBeenCalledTimes(1);
    // The tracking itself waits for its own idle moment before the first save.
    await vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS);
    expect(tracking.saved()).not.toBeNull();
  });

  it('never loads the tracking code when aborted before it starts', async () => {
    const tracking = trackingInMemory();
    startBackgroundWork([visitorTrackingFeature(window, tracking.load)], background.signal);
    await vi.advanceTimersByTimeAsync(BACKGROUND_START_DELAY_MS);
    background.abort();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tracking.load).not.toHaveBeenCalled();
  });

  it('stops running visitor tracking on abort: no more counting, no more saving', async () => {
    const tracking = trackingInMemory();
    startBackgroundWork([visitorTrackingFeature(window, tracking.load)], background.signal);
    await vi.advanceTimersByTimeAsync(UNTIL_STARTED_MS + IDLE_FALLBACK_MS);
    window.dispatchEvent(new MouseEvent('click'));
    await vi.advanceTimersByTimeAsync(SAVE_INTERVAL_MS);
    const beforeAbort = tracking.saved();
    expect(beforeAbort).toContain('"clicks":1');

    background.abort();
    window.dispatchEvent(new MouseEvent('click'));
    await vi.advanceTimersByTimeAsync(SAVE_INTERVAL_MS * 5);
    expect(tracking.saved()).toBe(beforeAbort);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never adds the analytics script when aborted before the head update', async () => {
    startBackgroundWork([analyticsFeature(window, 'site-1')], background.signal);
    background.abort();
    await vi.advanceTimersByTimeAsync(1000);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('adds the analytics script when left running', async () => {
    startBackgroundWork([analyticsFeature(window, 'site-1')], background.signal);
    await vi.advanceTimersByTimeAsync(1000);
    expect(document.head.querySelector('script')?.src).toBe('https://hm.baidu.com/hm.js?site-1');
  });
});
