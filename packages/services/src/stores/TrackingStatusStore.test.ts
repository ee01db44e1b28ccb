import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakePricesApi } from '../api/FakePricesApi';
import type { TrackingStatusInfo } from '../api/priceTypes';
import { NotFoundError } from '../http/errors';
import { createTestRootStore } from '../testing/root';
import {
  TRACKING_POLL_FIRST_MS,
  TRACKING_POLL_MAX_MS,
  TrackingStatusStore,
} from './TrackingStatusStore';

const DP_ID = '100012345678-3';
const NOW_S = Date.UTC(2026, 0, 1) / 1000;

type Answer = Omit<TrackingStatusInfo, 'dpId'>;
const answer = (status: Answer['status'], more: Partial<Answer> = {}): Answer => ({
  status,
  attempts: 0,
  nextAttemptAt: null,
  reason: null,
  productReady: false,
  ...more,
});

// Moves the fake clock, then lets every answer it released settle (one real event-loop turn, no
// wall-clock wait).
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await new Promise((settled) => setImmediate(settled));
}

function watch(tracking: readonly Answer[]) {
  // Answers at once (the fake API's own answers wait a timer turn), the last one repeating.
  const api = new FakePricesApi();
  const answers = [...tracking];
  const asks = vi.spyOn(api, 'trackingStatus').mockImplementation((dpId) => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (!next) return Promise.reject(new NotFoundError(404, '该商品不在追踪队列中', 404));
    return Promise.resolve({ ...next, dpId });
  });
  const ready = vi.fn<(dpId: string) => void>();
  const store = new TrackingStatusStore(createTestRootStore(), api, ready);
  return { store, asks, ready };
}

describe('TrackingStatusStore', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks at once, then backs off gently from 2 s to 10 s while the link waits', async () => {
    const { store, asks } = watch([answer('queued')]);
    store.start(DP_ID);
    await advance(0);
    expect(asks).toHaveBeenCalledTimes(1);
    expect(store.status?.status).toBe('queued');

    const waits: number[] = [];
    for (let ask = 2; ask <= 7; ask++) {
      const before = Date.now();
      while (asks.mock.calls.length < ask) await vi.advanceTimersByTimeAsync(100);
      waits.push(Date.now() - before);
    }
    expect(waits[0]).toBe(TRACKING_POLL_FIRST_MS);
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(waits.at(-1)).toBe(TRACKING_POLL_MAX_MS);
    expect(waits.at(-2)).toBe(TRACKING_POLL_MAX_MS);
  });

  it('walks 排队 → 抓取 → ready, hands over once and stops asking', async () => {
    const { store, asks, ready } = watch([
      answer('queued'),
      answer('fetching', { attempts: 1 }),
      answer('done', { attempts: 1, productReady: true }),
    ]);
    store.start(DP_ID);
    await advance(0);
    expect(store.status?.status).toBe('queued');
    await advance(TRACKING_POLL_FIRST_MS);
    expect(store.status?.status).toBe('fetching');
    await advance(TRACKING_POLL_MAX_MS);
    expect(ready).toHaveBeenCalledWith(DP_ID);
    expect(ready).toHaveBeenCalledTimes(1);
    const asked = asks.mock.calls.length;
    await advance(10 * TRACKING_POLL_MAX_MS);
    expect(asks).toHaveBeenCalledTimes(asked);
  });

  it('asks a blocked link again only when its retry is due', async () => {
    const retryAt = NOW_S + 120;
    const { store, asks } = watch([
      answer('blocked', { attempts: 1, nextAttemptAt: retryAt, reason: '商城拦截，稍后重试' }),
      answer('fetching', { attempts: 2 }),
    ]);
    store.start(DP_ID);
    await advance(0);
    expect(store.status?.reason).toBe('商城拦截，稍后重试');
    await advance(120_000 - 1);
    expect(asks).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(asks).toHaveBeenCalledTimes(2);
    expect(store.status?.status).toBe('fetching');
  });

  it.each(['off_shelf', 'needs_browser'] as const)('stops asking once %s', async (state) => {
    const { store, asks } = watch([answer(state)]);
    store.start(DP_ID);
    await advance(10 * TRACKING_POLL_MAX_MS);
    expect(asks).toHaveBeenCalledTimes(1);
    expect(store.status?.status).toBe(state);
  });

  it('says when the link was never queued, and asks no more', async () => {
    const { store, asks } = watch([]);
    store.start(DP_ID);
    await advance(10 * TRACKING_POLL_MAX_MS);
    expect(store.isUnknown).toBe(true);
    expect(asks).toHaveBeenCalledTimes(1);
  });

  it('keeps asking after a failed ask', async () => {
    const { store, asks } = watch([answer('queued')]);
    asks.mockRejectedValueOnce(new Error('offline'));
    store.start(DP_ID);
    await advance(TRACKING_POLL_FIRST_MS);
    expect(asks).toHaveBeenCalledTimes(2);
    expect(store.status?.status).toBe('queued');
  });

  it('stop() ends the asks and drops an answer already on its way', async () => {
    const { store, asks, ready } = watch([answer('done', { productReady: true })]);
    store.start(DP_ID);
    store.stop();
    await advance(10 * TRACKING_POLL_MAX_MS);
    expect(asks).toHaveBeenCalledTimes(1);
    expect(store.status).toBeUndefined();
    expect(ready).not.toHaveBeenCalled();
  });
});
