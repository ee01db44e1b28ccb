import { describe, expect, it } from 'vitest';
import { memoryArea } from '../testing/memoryArea';
import { DEFAULT_SERVER_ORIGIN, STORAGE_KEYS, readSettings, writeSettings } from './settings';

describe('readSettings', () => {
  it('starts with everything on, the bar under the price and the build’s server', async () => {
    await expect(readSettings(memoryArea())).resolves.toEqual({
      serverOrigin: DEFAULT_SERVER_ORIGIN,
      isContributing: true,
      hasMiniBar: true,
      miniBarPosition: 'below-price',
      hasTopBar: true,
    });
  });

  it('falls back to the default for a stored value it cannot use', async () => {
    const storage = memoryArea({
      [STORAGE_KEYS.serverOrigin]: 'ftp://files.example.com',
      [STORAGE_KEYS.miniBarPosition]: 'top-left',
      [STORAGE_KEYS.miniBar]: 'no',
    });
    const settings = await readSettings(storage);
    expect(settings.serverOrigin).toBe(DEFAULT_SERVER_ORIGIN);
    expect(settings.miniBarPosition).toBe('below-price');
    expect(settings.hasMiniBar).toBe(true);
  });
});

describe('writeSettings', () => {
  it('stores what it is given, and reads back the same', async () => {
    const storage = memoryArea();
    const changed = {
      serverOrigin: 'https://prices.example.com',
      isContributing: false,
      hasMiniBar: false,
      miniBarPosition: 'floating',
      hasTopBar: false,
    } as const;
    await writeSettings(storage, changed);
    await expect(readSettings(storage)).resolves.toEqual(changed);
  });

  it('leaves the settings it is not given alone', async () => {
    const storage = memoryArea({ [STORAGE_KEYS.topBar]: false });
    await writeSettings(storage, { isContributing: false });
    expect(storage.values.get(STORAGE_KEYS.topBar)).toBe(false);
    expect([...storage.values.keys()].sort()).toEqual(
      [STORAGE_KEYS.contributing, STORAGE_KEYS.topBar].sort(),
    );
  });

  it('stores a server address as its origin, and refuses one that is not http(s)', async () => {
    const storage = memoryArea();
    await writeSettings(storage, { serverOrigin: 'http://192.168.1.5:8080/' });
    expect(storage.values.get(STORAGE_KEYS.serverOrigin)).toBe('http://192.168.1.5:8080');
    await expect(writeSettings(storage, { serverOrigin: 'javascript:alert(1)' })).rejects.toThrow(
      RangeError,
    );
    expect(storage.values.get(STORAGE_KEYS.serverOrigin)).toBe('http://192.168.1.5:8080');
  });
});
