// @vitest-environment jsdom
// jsdom so that `@pricetrail/core` resolves through its `source` condition (see http/Http.test.ts).
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { QR_STATUS } from '@pricetrail/core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeIdentityApi } from './FakeIdentityApi';
import { browserLoginEnvironment, openWebSocket, type LoginEnvironment } from './loginEnvironment';
import { MSG_QR_REFUSED_AGAIN, QrLoginStore } from './QrLoginStore';

/** The part of `ws` this test uses. */
interface PeerSocket {
  send(text: string): void;
  close(): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
}
interface SocketServer {
  address(): AddressInfo;
  on(event: 'connection', listener: (socket: PeerSocket) => void): void;
  close(callback: () => void): void;
}

// `ws` is a dependency of the server package only; the test borrows it from there.
const requireFromServer = createRequire(join(__dirname, '../../../server/package.json'));
const { WebSocket: WsClient, WebSocketServer } = requireFromServer('ws') as {
  WebSocket: typeof WebSocket;
  WebSocketServer: new (options: { port: number; host: string }) => SocketServer;
};

let server: SocketServer;
let url: string;
const peers: PeerSocket[] = [];
const received: string[] = [];

beforeAll(async () => {
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => setTimeout(resolve, 20));
  url = `ws://127.0.0.1:${server.address().port}/sck`;
  server.on('connection', (socket) => {
    peers.push(socket);
    socket.on('message', (data) => received.push(data.toString()));
  });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

afterEach(() => {
  peers.length = 0;
  received.length = 0;
  vi.useRealTimers();
});

function realSocketEnvironment(): LoginEnvironment {
  return {
    ...browserLoginEnvironment(),
    openSocket: (handlers) => openWebSocket(url, handlers, WsClient),
  };
}

function silentSocketEnvironment(): LoginEnvironment {
  return { ...browserLoginEnvironment(), openSocket: () => ({ send: () => {}, close: () => {} }) };
}

function createStore(api = new FakeIdentityApi(), environment = realSocketEnvironment()) {
  let signIns = 0;
  let now = Date.UTC(2026, 0, 1);
  const store = new QrLoginStore({
    api,
    environment,
    now: () => now,
    onSignedIn: () => (signIns += 1),
  });
  return { store, api, signIns: () => signIns, advance: (ms: number) => (now += ms) };
}

describe('QrLoginStore over a real /sck socket', () => {
  it('registers the code, follows Success and LoginConnected, and redeems the token', async () => {
    const { store, api, signIns } = createStore();
    await store.start();
    expect(store.status).toBe(QR_STATUS.loaded);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(JSON.parse(received[0] ?? '')).toEqual({ action: 'QrCodeLogin', msg: { tid: 'qr-1' } });
    const peer = peers[0];
    peer?.send(JSON.stringify({ action: 'QrCodeLogin', code: 1, msg: 'Success' }));
    await vi.waitFor(() => expect(store.status).toBe(QR_STATUS.uploaded));
    peer?.send('LoginConnected');
    await vi.waitFor(() => expect(store.status).toBe(QR_STATUS.scanned));
    const data = { token: 't0k', expire: 1_800_000_000, time: 1_767_225_600 };
    peer?.send(JSON.stringify({ code: 1, data }));
    await vi.waitFor(() => expect(signIns()).toBe(1));
    expect(api.calls.filter(([name]) => name === 'qrLogin')).toEqual([['qrLogin', 't0k']]);
    expect(store.notice).toBeNull();
    store.stop();
  });

  it('offers a fresh code with a notice when the phone refuses', async () => {
    const { store, api, signIns } = createStore(
      new FakeIdentityApi({ qr: { code: 1, data: { id: 'qr-7', expired: 120, qrImgStr: 'x' } } }),
    );
    await store.start();
    await vi.waitFor(() => expect(received).toHaveLength(1));
    peers[0]?.send(JSON.stringify({ code: 1, msg: 'LoginConnected' }));
    await vi.waitFor(() => expect(store.status).toBe(QR_STATUS.scanned));
    peers[0]?.send(JSON.stringify({ code: -1, msg: '已在手机上取消登录' }));
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(store.notice).toBe(MSG_QR_REFUSED_AGAIN);
    expect(store.status).toBe(QR_STATUS.loaded);
    expect(api.calls.filter(([name]) => name === 'qrCode')).toHaveLength(2);
    expect(peers).toHaveLength(2);
    peers[1]?.send('LoginConnected');
    await vi.waitFor(() => expect(store.status).toBe(QR_STATUS.scanned));
    expect(store.notice).toBeNull();
    expect(signIns()).toBe(0);
    store.stop();
  });

  it('marks the code expired when the token is no longer good', async () => {
    const { store, signIns } = createStore(
      new FakeIdentityApi({ qrLogin: { code: -1, msg: '二维码失效' } }),
    );
    await store.start();
    await vi.waitFor(() => expect(received).toHaveLength(1));
    peers[0]?.send(JSON.stringify({ code: 1, msg: 'LoginSuccess', data: { token: 'late' } }));
    await vi.waitFor(() => expect(store.status).toBe(QR_STATUS.expired));
    expect(store.notice).toBeNull();
    expect(signIns()).toBe(0);
  });

  it('reopens a closed socket and registers the code again', async () => {
    const { store } = createStore();
    await store.start();
    await vi.waitFor(() => expect(received).toHaveLength(1));
    peers[0]?.close();
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 3000 });
    expect(peers).toHaveLength(2);
    expect(store.status).toBe(QR_STATUS.loaded);
    store.stop();
  });

  it('marks the code expired on a non-success code', async () => {
    const { store } = createStore();
    await store.start();
    await vi.waitFor(() => expect(received).toHaveLength(1));
    peers[0]?.send(JSON.stringify({ code: 0, msg: 'expired' }));
    await vi.waitFor(() => expect(store.status).toBe(QR_STATUS.expired));
    store.stop();
  });
});

describe('QrLoginStore timing and failures', () => {
  it('checks the lifetime every 10 s', async () => {
    vi.useFakeTimers();
    const { store, advance } = createStore(
      new FakeIdentityApi({ qr: { code: 1, data: { id: 'q', expired: 15, qrImgStr: 'data:,' } } }),
      silentSocketEnvironment(),
    );
    const started = store.start();
    await vi.advanceTimersByTimeAsync(0);
    await started;
    advance(10_000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(store.status).toBe(QR_STATUS.loaded);
    advance(10_000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(store.status).toBe(QR_STATUS.expired);
    store.stop();
  });

  it('opens a fresh socket for each code, once the code (and its binding cookie) arrived', async () => {
    let opened = 0;
    const environment: LoginEnvironment = {
      ...silentSocketEnvironment(),
      openSocket: () => {
        opened += 1;
        return { send: () => {}, close: () => {} };
      },
    };
    const { store } = createStore(new FakeIdentityApi(), environment);
    const first = store.start();
    expect(opened).toBe(0);
    await first;
    expect(opened).toBe(1);
    await store.start();
    expect(opened).toBe(2);
    store.stop();
  });

  it('shows 网络异常 (status -1) when the code cannot be fetched', async () => {
    const { store } = createStore(new FakeIdentityApi({ qr: 'fail' }), silentSocketEnvironment());
    await store.start();
    expect(store.status).toBe(QR_STATUS.loadError);
    store.stop();
  });
});
