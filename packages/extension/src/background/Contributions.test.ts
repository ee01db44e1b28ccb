import { NetworkError, RateLimitedError, type PriceObservationInput } from '@pricetrail/services';
import { describe, expect, it, vi } from 'vitest';
import { memoryArea } from '../testing/memoryArea';
import { QUEUE_NOW as NOW, queuedReading as reading } from '../testing/sampleReading';
import { FLUSH_DELAY_MS } from './contributionQueue';
import { Contributions } from './Contributions';
import { STORAGE_KEYS } from './settings';

/** A queue over memory storage whose sends go to `answer`; it records sends and schedules. */
function setup(answer: () => Promise<unknown> = () => Promise.resolve({}), stored = {}) {
  const storage = memoryArea(stored);
  const sent: { origin: string; batch: readonly PriceObservationInput[] }[] = [];
  const scheduled: (number | null)[] = [];
  let now = NOW;
  const contributions = new Contributions({
    storage,
    report: (origin, batch) => {
      sent.push({ origin, batch });
      return answer();
    },
    now: () => now,
    schedule: (at) => scheduled.push(at),
  });
  return { contributions, storage, sent, scheduled, later: (ms: number) => (now += ms) };
}

describe('Contributions', () => {
  it('sends the readings of several SKUs in one batch, after the batching delay', async () => {
    const { contributions, sent, scheduled } = setup();
    await expect(contributions.add(reading('1-3'))).resolves.toBe(true);
    await expect(contributions.add(reading('2-83'))).resolves.toBe(true);
    expect(scheduled.at(-1)).toBe(NOW + FLUSH_DELAY_MS);
    await contributions.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.origin).toBe('http://localhost:8080');
    expect(sent[0]?.batch.map((item) => item.title)).toEqual(['1-3', '2-83']);
    expect(scheduled.at(-1)).toBeNull();
  });

  it('sends a SKU seen twice within ten minutes once', async () => {
    const { contributions, sent, later } = setup();
    await contributions.add(reading('1-3'));
    await contributions.flush();
    later(5 * 60_000);
    await expect(contributions.add(reading('1-3'))).resolves.toBe(false);
    await contributions.flush();
    expect(sent).toHaveLength(1);
  });

  it('sends to the server origin the shopper stored', async () => {
    const { contributions, sent } = setup(undefined, {
      [STORAGE_KEYS.serverOrigin]: 'https://prices.example.com/ignored/path',
    });
    await contributions.add(reading('1-3'));
    await contributions.flush();
    expect(sent[0]?.origin).toBe('https://prices.example.com');
  });

  it('sends nothing when contributing is off', async () => {
    const { contributions, sent } = setup(undefined, { [STORAGE_KEYS.contributing]: false });
    await expect(contributions.add(reading('1-3'))).resolves.toBe(false);
    await contributions.flush();
    expect(sent).toEqual([]);
  });

  it('drops what was queued when contributing is turned off before the send', async () => {
    const { contributions, storage, sent } = setup();
    await contributions.add(reading('1-3'));
    await storage.set(STORAGE_KEYS.contributing, false);
    await contributions.flush();
    expect(sent).toEqual([]);
    await storage.set(STORAGE_KEYS.contributing, true);
    await contributions.flush();
    expect(sent).toEqual([]);
  });

  it('holds a rate-limited batch for the Retry-After, then sends it again', async () => {
    let isLimited = true;
    const { contributions, sent, scheduled, later } = setup(() =>
      isLimited
        ? Promise.reject(new RateLimitedError(429, '请求过于频繁', 429, 30))
        : Promise.resolve({}),
    );
    await contributions.add(reading('1-3'));
    await contributions.flush();
    expect(scheduled.at(-1)).toBe(NOW + 30_000);
    later(29_000);
    await contributions.flush();
    expect(sent).toHaveLength(1);
    later(1_000);
    isLimited = false;
    await contributions.flush();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.batch.map((item) => item.title)).toEqual(['1-3']);
  });

  it('keeps the batch when the server cannot be reached', async () => {
    const { contributions, storage } = setup(() => Promise.reject(new NetworkError('refused')));
    await contributions.add(reading('1-3'));
    await contributions.flush();
    const stored = (await storage.get(STORAGE_KEYS.contributions)) as { queue: unknown[] };
    expect(stored.queue).toHaveLength(1);
  });

  it('does not send one batch twice when two flushes overlap', async () => {
    let release = () => {};
    const { contributions, sent } = setup(
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    await contributions.add(reading('1-3'));
    const first = contributions.flush();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await contributions.flush();
    release();
    await first;
    await contributions.flush();
    expect(sent).toHaveLength(1);
  });
});
