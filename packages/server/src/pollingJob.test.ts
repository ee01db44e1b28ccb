import { describe, expect, it } from 'vitest';
import { PollingJob } from './pollingJob.js';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('PollingJob', () => {
  it('runs a round asked for during another only after it', async () => {
    const gate = deferred();
    const events: string[] = [];
    let round = 0;
    const job = new PollingJob(
      async () => {
        const n = ++round;
        events.push(`start ${n}`);
        if (n === 1) await gate.promise;
        events.push(`end ${n}`);
        return n;
      },
      () => undefined,
    );

    const first = job.runOnce();
    const second = job.runOnce();
    await Promise.resolve();
    expect(events).toEqual(['start 1']);
    gate.resolve();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(events).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('runs the next round after one failed', async () => {
    let round = 0;
    const job = new PollingJob(
      async () => {
        round += 1;
        if (round === 1) throw new Error('round 1 failed');
        return round;
      },
      () => undefined,
    );

    await expect(job.runOnce()).rejects.toThrow('round 1 failed');
    expect(await job.runOnce()).toBe(2);
  });

  it('reports a failed round of the loop and stops after the round in progress', async () => {
    const failed = deferred();
    const errors: unknown[] = [];
    const job = new PollingJob(
      async () => {
        throw new Error('store down');
      },
      (error) => {
        errors.push(error);
        failed.resolve();
      },
    );

    job.start(60_000);
    await failed.promise;
    await job.stop();
    expect(errors).toEqual([new Error('store down')]);
  });
});
