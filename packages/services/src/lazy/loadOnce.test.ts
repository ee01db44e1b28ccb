import { describe, expect, it, vi } from 'vitest';
import { loadOnce, preload } from './loadOnce';

describe('loadOnce', () => {
  it('fetches once however often it is asked for', async () => {
    const load = vi.fn(() => Promise.resolve('chunk'));
    const get = loadOnce(load);
    await expect(Promise.all([get(), get()])).resolves.toEqual(['chunk', 'chunk']);
    await expect(get()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failed fetch', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce('chunk');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('chunk failed');
    await expect(get()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preload', () => {
  it('starts the fetch and leaves a failure to the real use', async () => {
    const get = loadOnce(() => Promise.reject(new Error('offline')));
    expect(() => preload(get)).not.toThrow();
    await expect(get()).rejects.toThrow('offline');
  });
});
