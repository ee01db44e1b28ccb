import { describe, expect, test } from 'vitest';
import { FakeClock } from '../../fakes/fakeClock.js';
import { backoffDelay, type BackoffPolicy } from './backoff.js';
import { StoreBudgets } from './storeBudgets.js';
import { StoreGate } from './storeGate.js';

const POLICY: BackoffPolicy = {
  baseMs: 30_000,
  maxMs: 3_600_000,
  breakerThreshold: 3,
  pauseMs: 1_800_000,
};

/** Lets pending promise callbacks run (no wall-clock time passes). */
async function settle() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

describe('backoff', () => {
  test('doubles per trouble in a row, jittered between half and all, capped', () => {
    expect(backoffDelay(POLICY, 1, () => 0)).toBe(15_000);
    expect(backoffDelay(POLICY, 1, () => 1)).toBe(30_000);
    expect(backoffDelay(POLICY, 3, () => 1)).toBe(120_000);
    expect(backoffDelay(POLICY, 30, () => 1)).toBe(3_600_000);
    expect(backoffDelay(POLICY, 30, () => 0)).toBe(1_800_000);
  });
});

describe('a store gate', () => {
  test('spaces request starts by the per-minute budget', async () => {
    const clock = new FakeClock();
    const gate = new StoreGate({ perMinute: 2, concurrency: 5 }, POLICY, clock);
    const started: number[] = [];
    const starts = [1, 2, 3].map(async () => {
      const release = await gate.acquire();
      started.push(clock.now());
      release?.();
    });
    await settle();
    expect(started).toHaveLength(1);
    clock.advance(29_999);
    await settle();
    expect(started).toHaveLength(1);
    clock.advance(1);
    await settle();
    expect(started).toHaveLength(2);
    clock.advance(30_000);
    await Promise.all(starts);
    const [first = 0] = started;
    expect(started.map((t) => t - first)).toEqual([0, 30_000, 60_000]);
  });

  test('lets no more than its concurrency run at once', async () => {
    const clock = new FakeClock();
    const gate = new StoreGate({ perMinute: Infinity, concurrency: 2 }, POLICY, clock);
    const a = await gate.acquire();
    const b = await gate.acquire();
    let third = false;
    const c = gate.acquire().then((release) => {
      third = true;
      return release;
    });
    await settle();
    expect(third).toBe(false);
    a?.();
    (await c)?.();
    expect(third).toBe(true);
    b?.();
  });

  test('backs off after trouble, honours Retry-After, and recovers after a success', () => {
    const clock = new FakeClock();
    const gate = new StoreGate({ perMinute: 60, concurrency: 1 }, POLICY, clock, () => 1);
    gate.failed('error');
    expect(gate.state()).toEqual({ state: 'backing_off', until: clock.now() + 30_000 });
    gate.failed('error');
    expect(gate.state()).toEqual({ state: 'backing_off', until: clock.now() + 60_000 });
    gate.failed('error', 600_000);
    expect(gate.state()).toEqual({ state: 'backing_off', until: clock.now() + 600_000 });
    clock.advance(600_000);
    expect(gate.state()).toEqual({ state: 'ok' });
    gate.succeeded();
    gate.failed('error');
    expect(gate.state()).toEqual({ state: 'backing_off', until: clock.now() + 30_000 });
  });

  test('answers no slot while backing off', async () => {
    const clock = new FakeClock();
    const gate = new StoreGate({ perMinute: 60, concurrency: 1 }, POLICY, clock, () => 1);
    gate.failed('blocked');
    expect(await gate.acquire()).toBeUndefined();
    clock.advance(30_000);
    expect(await gate.acquire()).toBeTypeOf('function');
  });

  test('repeated blocks open the breaker: paused, then one more block pauses it again', () => {
    const clock = new FakeClock();
    const gate = new StoreGate({ perMinute: 60, concurrency: 1 }, POLICY, clock, () => 1);
    gate.failed('blocked');
    gate.failed('error');
    gate.failed('blocked');
    expect(gate.state().state).toBe('backing_off');
    gate.failed('blocked');
    expect(gate.state()).toEqual({ state: 'paused', until: clock.now() + 1_800_000 });
    clock.advance(1_800_000);
    expect(gate.state()).toEqual({ state: 'ok' });
    gate.failed('blocked');
    expect(gate.state()).toEqual({ state: 'paused', until: clock.now() + 1_800_000 });
    clock.advance(1_800_000);
    gate.succeeded();
    gate.failed('blocked');
    expect(gate.state().state).toBe('backing_off');
  });
});

test('health lists every store: ok, backing off until …, paused until …', () => {
  const clock = new FakeClock(Date.UTC(2026, 10, 11, 12));
  const budgets = new StoreBudgets(
    { defaults: { perMinute: 6, concurrency: 1 }, byStore: new Map(), backoff: POLICY },
    clock,
    () => 1,
  );
  budgets.gate('jd').failed('error');
  for (let i = 0; i < 3; i++) budgets.gate('tmall').failed('blocked');
  const health = budgets.health();
  expect(health.jd).toEqual({ state: 'backing_off', until: '2026-11-11T12:00:30.000Z' });
  expect(health.tmall).toEqual({ state: 'paused', until: '2026-11-11T12:30:00.000Z' });
  expect(health.taobao).toEqual({ state: 'ok' });
});
