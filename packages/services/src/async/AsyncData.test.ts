import { configure } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AsyncData } from './AsyncData';

configure({ enforceActions: 'always' });

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('AsyncData', () => {
  it('shows the pending state only after the 200 ms default delay', async () => {
    const answer = deferred<string>();
    const data = new AsyncData(() => answer.promise);
    const done = data.load();
    expect(data.isPending).toBe(true);
    expect(data.isPendingVisible).toBe(false);
    await vi.advanceTimersByTimeAsync(199);
    expect(data.isPendingVisible).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(data.isPendingVisible).toBe(true);
    answer.resolve('价格');
    await done;
    expect(data.state).toEqual({
      data: '价格',
      error: undefined,
      isPending: false,
      isPendingVisible: false,
    });
  });

  it('never flashes the pending state for a quick load', async () => {
    const data = new AsyncData(() => Promise.resolve(1), { delay: 50 });
    const seen: boolean[] = [];
    const stop = data.subscribe((state) => seen.push(state.isPendingVisible));
    await data.load();
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    expect(seen).not.toContain(true);
    expect(data.data).toBe(1);
  });

  it('keeps the error and the previous data when a reload fails', async () => {
    let call = 0;
    const data = new AsyncData(async () => {
      call += 1;
      if (call === 2) throw new Error('网络异常');
      return call;
    });
    await data.load();
    await data.reload();
    expect(data.data).toBe(1);
    expect(data.error?.message).toBe('网络异常');
    await data.reload();
    expect(data.state).toMatchObject({ data: 3, error: undefined });
  });

  it('lets a newer load win and aborts the older one', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const signals: AbortSignal[] = [];
    const answers = [first, second];
    const data = new AsyncData((signal) => {
      signals.push(signal);
      const next = answers.shift();
      if (!next) throw new Error('unexpected load');
      return next.promise;
    });
    const a = data.load();
    const b = data.load();
    expect(signals[0]?.aborted).toBe(true);
    second.resolve('new');
    await b;
    first.resolve('stale');
    await a;
    expect(data.data).toBe('new');
    expect(data.isPending).toBe(false);
  });

  it('ignores the answer of a cancelled load and hides the pending state', async () => {
    const answer = deferred<string>();
    const data = new AsyncData(() => answer.promise);
    const done = data.load();
    data.cancel();
    expect(data.isPending).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(data.isPendingVisible).toBe(false);
    answer.resolve('late');
    await done;
    expect(data.data).toBeUndefined();
  });

  it('wraps a non-Error rejection into an Error', async () => {
    const data = new AsyncData(() =>
      Promise.reject(new Error('x')).catch(() => Promise.reject('oops')),
    );
    await data.load();
    expect(data.error).toBeInstanceOf(Error);
    expect(data.error?.message).toBe('oops');
  });
});
