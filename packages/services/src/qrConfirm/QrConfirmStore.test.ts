// @vitest-environment jsdom
// jsdom so that `@pricetrail/core` resolves through its `source` condition (see http/Http.test.ts).
import { describe, expect, it } from 'vitest';
import { NetworkError } from '../http/errors';
import { FakeIdentityApi, type FakeIdentityOptions } from '../login/FakeIdentityApi';
import { QrConfirmStore } from './QrConfirmStore';
import { createTestRootStore } from '../testing/root';

async function scanned(options: FakeIdentityOptions = {}, tid: string | null = 'qr-9') {
  const api = new FakeIdentityApi(options);
  const store = new QrConfirmStore(createTestRootStore(), api, tid);
  await store.scan();
  return { api, store };
}

describe('QrConfirmStore', () => {
  it('scans the code and asks, showing the waiting browser and its IP', async () => {
    const { api, store } = await scanned({
      qrScan: { code: 1, data: { browser: 'Edge', ip: '198.51.100.4', expired: 80 } },
    });
    expect(store.state).toBe('asking');
    expect(store.browser).toBe('Edge');
    expect(store.ip).toBe('198.51.100.4');
    expect(api.calls).toEqual([['qrScan', 'qr-9']]);
  });

  it('confirms once, however often the button is pressed', async () => {
    const { api, store } = await scanned();
    await Promise.all([store.confirm(), store.confirm()]);
    expect(store.state).toBe('confirmed');
    expect(api.calls.filter(([name]) => name === 'qrConfirm')).toEqual([['qrConfirm', 'qr-9']]);
  });

  it('refuses', async () => {
    const { api, store } = await scanned();
    await store.refuse();
    expect(store.state).toBe('refused');
    expect(api.calls.at(-1)).toEqual(['qrRefuse', 'qr-9']);
  });

  it('asks a visitor to sign in first, then scans again', async () => {
    const { store } = await scanned({ qrScan: 'signIn' });
    expect(store.state).toBe('signIn');
    await store.confirm();
    expect(store.state).toBe('signIn');
  });

  it('shows 二维码失效 for a dead code, a refused confirm, or no tid at all', async () => {
    expect((await scanned({ qrScan: { code: -1, msg: '二维码失效' } })).store.state).toBe(
      'expired',
    );
    expect((await scanned({}, null)).store.state).toBe('expired');
    const { store } = await scanned({ qrConfirm: { code: -1, msg: '二维码失效' } });
    await store.confirm();
    expect(store.state).toBe('expired');
  });

  it('keeps the question open with 网络异常 when a call fails', async () => {
    const api = new FakeIdentityApi();
    api.qrConfirm = () => Promise.reject(new NetworkError('socket hang up'));
    const store = new QrConfirmStore(createTestRootStore(), api, 'qr-9');
    await store.scan();
    await store.confirm();
    expect(store.state).toBe('asking');
    expect(store.error).toBe('网络异常');
    expect(store.isBusy).toBe(false);
  });

  it('offers a retry when the code cannot be read', async () => {
    const api = new FakeIdentityApi();
    api.qrScan = () => Promise.reject(new NetworkError('connection refused'));
    const store = new QrConfirmStore(createTestRootStore(), api, 'qr-9');
    await store.scan();
    expect(store.state).toBe('failed');
    expect(store.error).toBe('网络异常');
  });
});
