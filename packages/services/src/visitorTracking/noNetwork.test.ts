// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startVisitorTracking } from './startVisitorTracking';
import { TRACKING_STORAGE_KEYS } from './storageKeys';

const cookieSetter = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')?.set;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('visitor tracking with the real fingerprint and cookies', () => {
  it('writes fp, dfp and local storage, and never touches the network', async () => {
    const fetchSpy = vi.fn();
    const beaconSpy = vi.fn();
    const socketSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    vi.stubGlobal('WebSocket', socketSpy);
    vi.stubGlobal('EventSource', socketSpy);
    Object.assign(navigator, { sendBeacon: beaconSpy });
    const xhrOpen = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const xhrSend = vi.spyOn(XMLHttpRequest.prototype, 'send');
    // jsdom reports its missing canvas on the console; that is not what this test is about.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const cookieWrites: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value) {
      cookieWrites.push(value);
      cookieSetter?.call(this, value);
    });

    const stop = startVisitorTracking({ window });
    await vi.advanceTimersByTimeAsync(500);
    await vi.advanceTimersByTimeAsync(5_000);
    await vi.waitFor(() =>
      expect(localStorage.getItem(TRACKING_STORAGE_KEYS.fingerprint)).toBeTruthy(),
    );
    await vi.advanceTimersByTimeAsync(300_000);
    stop();

    expect(fetchSpy).not.toHaveBeenCalled();
    expect(beaconSpy).not.toHaveBeenCalled();
    expect(socketSpy).not.toHaveBeenCalled();
    expect(xhrOpen).not.toHaveBeenCalled();
    expect(xhrSend).not.toHaveBeenCalled();
    expect(document.querySelectorAll('script[src], img[src], link[href], iframe')).toHaveLength(0);

    const fingerprint = localStorage.getItem(TRACKING_STORAGE_KEYS.fingerprint) ?? '';
    expect(fingerprint).toMatch(/^[0-9a-f]{32}$/);
    expect(document.cookie).toContain(`fp=${fingerprint}`);
    expect(document.cookie).toMatch(/(^|; )dfp=[0-9a-z]{6}(;|$)/);
    expect(localStorage.getItem(TRACKING_STORAGE_KEYS.record)).toMatch(/^[0-9a-z]{6}$/);
    expect(
      JSON.parse(localStorage.getItem(TRACKING_STORAGE_KEYS.behaviour) ?? '{}'),
    ).toHaveProperty('mouseMoves');
    const fpWrite = cookieWrites.find((value) => value.startsWith('fp=')) ?? '';
    expect(fpWrite).toMatch(/; path=\//);
    expect(fpWrite).toMatch(/; sameSite=Lax/i);
    const expires = /; expires=([^;]+)/.exec(fpWrite)?.[1] ?? '';
    const days = (Date.parse(expires) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
  });
});
