import { describe, expect, test } from 'vitest';
import { BatchingRecorder } from './batchingRecorder.js';
import { REASONS } from './reasons.js';
import type { ItemOutcome } from './recordOutcome.js';

function outcome(dpId: string): ItemOutcome {
  const canonicalUrl = `https://item.jd.com/${dpId}.html`;
  return {
    item: { kind: 'queued', dpId, canonicalUrl, attempts: 1, lease: 0 },
    outcome: { kind: 'failed', reason: REASONS.timeout },
  };
}

describe('BatchingRecorder', () => {
  test('writes the outcomes gathered so far together, and nothing when none are left', async () => {
    const batches: string[][] = [];
    const recorder = new BatchingRecorder(async (batch) => {
      batches.push(batch.map(({ item }) => item.dpId));
    });
    recorder.add(outcome('1-3'));
    recorder.add(outcome('2-3'));
    await recorder.settled();
    await recorder.settled();
    expect(batches).toEqual([['1-3', '2-3']]);
  });

  test('a failed write fails settled() with its error, and later batches are still written', async () => {
    const written: string[] = [];
    const recorder = new BatchingRecorder(async (batch) => {
      const ids = batch.map(({ item }) => item.dpId);
      if (ids.includes('bad-3')) throw new Error('disk full');
      written.push(...ids);
    });
    recorder.add(outcome('bad-3'));
    await expect(recorder.settled()).rejects.toThrow('disk full');
    recorder.add(outcome('good-3'));
    await expect(recorder.settled()).rejects.toThrow('disk full');
    expect(written).toEqual(['good-3']);
  });
});
