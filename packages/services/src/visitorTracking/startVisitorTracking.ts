import type { KeyValueStorage } from '../root/RootStore';
import { createBehaviour, listenForBehaviour, type Behaviour } from './behaviour';
import {
  COLLECTION_LIMIT_MS,
  DEVTOOLS_INTERVAL_MS,
  FINGERPRINT_COOKIE,
  IDLE_FALLBACK_MS,
  RECORD_COOKIE,
  SAVE_INTERVAL_MS,
} from './constants';
import { writeTrackingCookie, type CookieWriter } from './cookies';
import { looksLikeDevtoolsOpen } from './devtools';
import { packFeatures } from './featureChecks';
import { computeFingerprint } from './fingerprint';
import { probeLocalAddress } from './localAddressProbe';
import { encodeRecord } from './record';
import { TRACKING_STORAGE_KEYS } from './storageKeys';
import { globalTrackingTimers, type TrackingTimers } from './timers';

/** Options of `startVisitorTracking`; everything global is injectable. */
export interface VisitorTrackingOptions {
  /** The page's window (or a fake one). */
  readonly window: Window;
  /** Clock in epoch milliseconds; `Date.now` by default. */
  readonly now?: () => number;
  /** Timers; the global ones by default. */
  readonly timers?: TrackingTimers;
  /** Where the entries go; the window's local storage by default. */
  readonly storage?: KeyValueStorage;
  /** Cookie writer; js-cookie with the tracking attributes by default. */
  readonly writeCookie?: CookieWriter;
  /** Computes the fingerprint hash; fingerprintjs2 with the spec's options by default. */
  readonly fingerprint?: () => Promise<string>;
  /** STUN server URL; the WebRTC local-address probe runs only when this is set. */
  readonly stunServer?: string;
}

/** Writes one entry, ignoring storage that is full or disabled (private modes). */
function safeWrite(storage: KeyValueStorage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Tracking must never break the page.
  }
}

function defaultStorage(target: Window): KeyValueStorage | undefined {
  try {
    return target.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Collects the visitor record once the browser is idle (or after 500 ms without idle callbacks)
 * and writes it only to the browser: cookies `fp`, `dfp` and local storage. Nothing is sent.
 * Returns `stop()`, which removes every listener, timer and connection.
 */
export function startVisitorTracking(options: VisitorTrackingOptions): () => void {
  const target = options.window;
  const now = options.now ?? Date.now;
  const timers = options.timers ?? globalTrackingTimers;
  const storage = options.storage ?? defaultStorage(target);
  const writeCookie = options.writeCookie ?? writeTrackingCookie;
  const cleanups: Array<() => void> = [];
  let stopped = false;

  const save = (behaviour: Behaviour): void => {
    behaviour.savedAt = now();
    const record = encodeRecord(packFeatures({ window: target, behaviour }));
    safeWrite(storage, TRACKING_STORAGE_KEYS.record, record);
    safeWrite(storage, TRACKING_STORAGE_KEYS.behaviour, JSON.stringify(behaviour));
    writeCookie(RECORD_COOKIE, record);
  };

  const repeat = (callback: () => void, ms: number): void => {
    const handle = timers.setInterval(callback, ms);
    cleanups.push(() => timers.clearInterval(handle));
  };

  const begin = (): void => {
    if (stopped) return;
    const behaviour = createBehaviour(now());
    cleanups.push(listenForBehaviour(target, behaviour));
    const checkDevtools = (): void => {
      if (looksLikeDevtoolsOpen(target)) behaviour.devtoolsSeen = true;
    };
    checkDevtools();
    repeat(checkDevtools, DEVTOOLS_INTERVAL_MS);
    repeat(() => save(behaviour), SAVE_INTERVAL_MS);
    if (options.stunServer) {
      cleanups.push(
        probeLocalAddress(target, options.stunServer, timers, (address) => {
          behaviour.localAddress ??= address;
        }),
      );
    }
    const limit = timers.setTimeout(() => {
      save(behaviour);
      stop();
    }, COLLECTION_LIMIT_MS);
    cleanups.push(() => timers.clearTimeout(limit));
    save(behaviour);
    (options.fingerprint ?? computeFingerprint)()
      .then((hash) => {
        // The fingerprint may arrive after the 300 s window: it is still this visitor's.
        writeCookie(FINGERPRINT_COOKIE, hash);
        safeWrite(storage, TRACKING_STORAGE_KEYS.fingerprint, hash);
      })
      .catch(() => undefined);
  };

  const stop = (): void => {
    if (stopped) return;
    stopped = true;
    cleanups.splice(0).forEach((cleanup) => cleanup());
  };

  if (typeof target.requestIdleCallback === 'function') {
    const idle = target.requestIdleCallback(begin);
    cleanups.push(() => target.cancelIdleCallback?.(idle));
  } else {
    const fallback = timers.setTimeout(begin, IDLE_FALLBACK_MS);
    cleanups.push(() => timers.clearTimeout(fallback));
  }

  return stop;
}
