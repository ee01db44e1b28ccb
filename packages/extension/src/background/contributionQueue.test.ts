import { describe, expect, it } from 'vitest';
import { QUEUE_NOW as NOW, queuedReading as reading } from '../testing/sampleReading';
import {
  DEFAULT_BACKOFF_MS,
  EMPTY_CONTRIBUTIONS,
  MAX_AGE_MS,
  MAX_BATCH,
  SKU_INTERVAL_MS,
  contributionStateOf,
  enqueue,
  nextSendAt,
  settle,
  takeBatch,
  type ContributionState,
  type QueuedReading,
} from './contributionQueue';

function queued(...readings: QueuedReading[]): ContributionState {
  return readings.reduce((state, item) => enqueue(state, item, NOW).state, EMPTY_CONTRIBUTIONS);
}

describe('enqueue', () => {
  it('takes a SKU once per ten minutes', () => {
    const first = enqueue(EMPTY_CONTRIBUTIONS, reading('1-3'), NOW);
    expect(first.isQueued).toBe(true);
    const again = enqueue(first.state, reading('1-3', NOW + 60_000), NOW + 60_000);
    expect(again.isQueued).toBe(false);
    expect(again.state.queue).toHaveLength(1);
    const later = enqueue(again.state, reading('1-3'), NOW + SKU_INTERVAL_MS);
    expect(later.isQueued).toBe(true);
  });

  it('throttles each SKU on its own', () => {
    const state = queued(reading('1-3'), reading('2-3'), reading('1-83'));
    expect(state.queue.map((item) => item.dpId)).toEqual(['1-3', '2-3', '1-83']);
  });

  it('forgets SKUs whose interval has run out', () => {
    const state = queued(reading('1-3'));
    const { state: next } = enqueue(state, reading('2-3'), NOW + SKU_INTERVAL_MS);
    expect(Object.keys(next.lastQueued)).toEqual(['2-3']);
  });
});

describe('takeBatch', () => {
  it('sends at most one batch of the oldest readings', () => {
    const many = Array.from({ length: MAX_BATCH + 3 }, (_, index) => reading(`${index + 1}-3`));
    const { batch } = takeBatch(queued(...many), NOW);
    expect(batch).toHaveLength(MAX_BATCH);
    expect(batch[0]?.dpId).toBe('1-3');
  });

  it('sends nothing while a back-off runs', () => {
    const state = { ...queued(reading('1-3')), notBefore: NOW + 1 };
    expect(takeBatch(state, NOW).batch).toEqual([]);
    expect(takeBatch(state, NOW + 1).batch).toHaveLength(1);
  });

  it('drops readings the server would refuse as too old', () => {
    const state = queued(reading('1-3', NOW - MAX_AGE_MS - 1000), reading('2-3'));
    const { batch, state: next } = takeBatch(state, NOW);
    expect(batch.map((item) => item.dpId)).toEqual(['2-3']);
    expect(next.queue).toHaveLength(1);
  });
});

describe('settle', () => {
  it('removes a sent batch and keeps what arrived meanwhile', () => {
    const { batch } = takeBatch(queued(reading('1-3')), NOW);
    const grown = enqueue(queued(reading('1-3')), reading('2-3'), NOW).state;
    const next = settle(grown, batch, { kind: 'sent' }, NOW);
    expect(next.queue.map((item) => item.dpId)).toEqual(['2-3']);
  });

  it('keeps a rate-limited batch until the Retry-After has passed', () => {
    const state = queued(reading('1-3'));
    const { batch } = takeBatch(state, NOW);
    const next = settle(state, batch, { kind: 'rate_limited', retryAfterSeconds: 120 }, NOW);
    expect(next.queue).toHaveLength(1);
    expect(nextSendAt(next, NOW)).toBe(NOW + 120_000);
    expect(takeBatch(next, NOW + 119_999).batch).toEqual([]);
  });

  it('backs off by default after a 429 without Retry-After or an unreachable server', () => {
    const state = queued(reading('1-3'));
    const { batch } = takeBatch(state, NOW);
    for (const outcome of [{ kind: 'rate_limited' }, { kind: 'unreachable' }] as const) {
      expect(settle(state, batch, outcome, NOW).notBefore).toBe(NOW + DEFAULT_BACKOFF_MS);
    }
  });

  it('drops a batch the server refused', () => {
    const state = queued(reading('1-3'));
    const { batch } = takeBatch(state, NOW);
    expect(settle(state, batch, { kind: 'refused' }, NOW).queue).toEqual([]);
  });
});

describe('contributionStateOf', () => {
  it('reads a stored state back, and starts empty from nothing or rubbish', () => {
    const state = queued(reading('1-3'));
    expect(contributionStateOf(JSON.parse(JSON.stringify(state)))).toEqual(state);
    expect(contributionStateOf(undefined)).toBe(EMPTY_CONTRIBUTIONS);
    expect(contributionStateOf({ queue: 'x' })).toBe(EMPTY_CONTRIBUTIONS);
    expect(nextSendAt(EMPTY_CONTRIBUTIONS, NOW)).toBeNull();
  });
});
