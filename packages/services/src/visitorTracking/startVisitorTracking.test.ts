// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../testing/root';
import type { Behaviour } from './behaviour';
import { featureNames } from './featureChecks';
import { decodeRecord } from './record';
import { startVisitorTracking, type VisitorTrackingOptions } from './startVisitorTracking';
import { TRACKING_STORAGE_KEYS } from './storageKeys';

interface IdleWindow {
  requestIdleCallback?: (callback: () => void) => number;
  cancelIdleCallback?: (handle: number) => void;
}

const idleWindow = window as unknown as IdleWindow;

let stop: () => void = () => undefined;

function start(overrides: Partial<VisitorTrackingOptions> = {}) {
  const storage = createMemoryStorage();
  const writeCookie = vi.fn<(name: string, value: string) => void>();
  stop = startVisitorTracking({
    window,
    storage,
    writeCookie,
    fingerprint: () => Promise.resolve('f'.repeat(32)),
    ...overrides,
  });
  const recordWrites = () => writeCookie.mock.calls.filter(([name]) => name === 'dfp').length;
  const behaviour = () =>
    JSON.parse(storage.getItem(TRACKING_STORAGE_KEYS.behaviour) ?? 'null') as Behaviour | null;
  const features = () =>
    featureNames(decodeRecord(storage.getItem(TRACKING_STORAGE_KEYS.record) ?? '') ?? 0);
  return { storage, writeCookie, recordWrites, behaviour, features };
}

function setWindowSize(outerWidth: number, innerWidth: number): void {
  Object.defineProperty(window, 'outerWidth', { configurable: true, value: outerWidth });
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: innerWidth });
}

beforeEach(() => {
  vi.useFakeTimers();
  setWindowSize(1024, 1024);
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  delete idleWindow.requestIdleCallback;
  delete idleWindow.cancelIdleCallback;
});

describe('startVisitorTracking: when it runs', () => {
  it('starts after 500 ms when idle callbacks are unsupported', async () => {
    const run = start();
    await vi.advanceTimersByTimeAsync(499);
    expect(run.writeCookie).not.toHaveBeenCalled();
    expect(run.storage.entries.size).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(run.recordWrites()).toBe(1);
    expect(run.storage.getItem(TRACKING_STORAGE_KEYS.record)).toMatch(/^[0-9a-z]{6}$/);
  });

  it('starts when the browser is idle, not on the 500 ms fallback', async () => {
    const idle: Array<() => void> = [];
    idleWindow.requestIdleCallback = (callback) => idle.push(callback);
    const run = start();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run.writeCookie).not.toHaveBeenCalled();
    idle[0]?.();
    expect(run.recordWrites()).toBe(1);
  });

  it('re-saves every 2 s and stops for good after 300000 ms', async () => {
    const run = start();
    await vi.advanceTimersByTimeAsync(500);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run.recordWrites()).toBe(6);
    await vi.advanceTimersByTimeAsync(300_000 - 10_000 - 1);
    const beforeLimit = run.recordWrites();
    await vi.advanceTimersByTimeAsync(1);
    const atLimit = run.recordWrites();
    expect(atLimit).toBeGreaterThan(beforeLimit);
    window.dispatchEvent(new MouseEvent('mousemove'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run.recordWrites()).toBe(atLimit);
    expect(run.behaviour()?.mouseMoves).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stop() before the start writes nothing and leaves no timer', async () => {
    const run = start();
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run.writeCookie).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stop() cancels a pending idle callback', () => {
    const cancel = vi.fn();
    idleWindow.requestIdleCallback = () => 7;
    idleWindow.cancelIdleCallback = cancel;
    start();
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });
});

describe('startVisitorTracking: what it writes', () => {
  it('writes the fingerprint to the fp cookie and its storage entry', async () => {
    const run = start();
    await vi.advanceTimersByTimeAsync(500);
    expect(run.writeCookie).toHaveBeenCalledWith('fp', 'f'.repeat(32));
    expect(run.storage.getItem(TRACKING_STORAGE_KEYS.fingerprint)).toBe('f'.repeat(32));
    expect(Object.values(TRACKING_STORAGE_KEYS).every((key) => key.length === 10)).toBe(true);
  });

  it('counts what the visitor does into the raw object and the record bits', async () => {
    const run = start();
    await vi.advanceTimersByTimeAsync(500);
    expect(run.features()).not.toContain('mouseMoved');
    window.dispatchEvent(new MouseEvent('mousemove'));
    window.dispatchEvent(new MouseEvent('mousemove'));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(run.behaviour()).toMatchObject({ mouseMoves: 2, keyPresses: 1, visibilityChanges: 1 });
    expect(run.features()).toEqual(
      expect.arrayContaining(['mouseMoved', 'keyPressed', 'visibilityChanged']),
    );
    expect(run.features()).not.toContain('scrolled');
    const [, record] = run.writeCookie.mock.calls.filter(([name]) => name === 'dfp').at(-1) ?? [];
    expect(record).toBe(run.storage.getItem(TRACKING_STORAGE_KEYS.record));
  });

  it('checks for developer tools every 5 s', async () => {
    const run = start();
    await vi.advanceTimersByTimeAsync(500);
    setWindowSize(1024 + 400, 1024);
    await vi.advanceTimersByTimeAsync(4999);
    expect(run.features()).not.toContain('devtoolsSeen');
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(run.features()).toContain('devtoolsSeen');
    expect(run.behaviour()?.devtoolsSeen).toBe(true);
  });
});

describe('startVisitorTracking: WebRTC probe', () => {
  class FakePeer {
    static instances: FakePeer[] = [];
    onicecandidate: ((event: { candidate: { candidate: string } | null }) => void) | null = null;
    closed = false;
    constructor(readonly config: RTCConfiguration) {
      FakePeer.instances.push(this);
    }
    createDataChannel(): void {}
    createOffer(): Promise<object> {
      return Promise.resolve({});
    }
    setLocalDescription(): Promise<void> {
      return Promise.resolve();
    }
    close(): void {
      this.closed = true;
    }
  }

  beforeEach(() => {
    FakePeer.instances = [];
    Object.assign(window, { RTCPeerConnection: FakePeer });
  });

  afterEach(() => {
    delete (window as { RTCPeerConnection?: unknown }).RTCPeerConnection;
  });

  it('stays off without a STUN server', async () => {
    const run = start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakePeer.instances).toHaveLength(0);
    expect(run.behaviour()?.localAddress).toBeUndefined();
  });

  it('records the local address and closes the connection after 5 s', async () => {
    const run = start({ stunServer: 'stun:stun.example.cn:3478' });
    await vi.advanceTimersByTimeAsync(500);
    const peer = FakePeer.instances[0];
    expect(peer?.config).toEqual({ iceServers: [{ urls: 'stun:stun.example.cn:3478' }] });
    peer?.onicecandidate?.({
      candidate: { candidate: 'candidate:1 1 udp 2122260223 192.168.1.20 54321 typ host' },
    });
    await vi.advanceTimersByTimeAsync(4999);
    expect(peer?.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(peer?.closed).toBe(true);
    expect(run.behaviour()?.localAddress).toBe('192.168.1.20');
    expect(run.features()).toContain('localAddressFound');
  });
});
