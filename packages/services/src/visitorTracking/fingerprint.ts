import Fingerprint2, { type Options } from 'fingerprintjs2';
import { AUDIO_FINGERPRINT_TIMEOUT_MS, FINGERPRINT_SEED, HASH_KEY_LENGTH } from './constants';

/** Signals left out of the fingerprint (behaviour.md §9): unstable or sensitive, and Flash is gone. */
export const FINGERPRINT_OPTIONS: Options = {
  excludes: {
    userAgent: true,
    enumerateDevices: true,
    pixelRatio: true,
    doNotTrack: true,
    fontsFlash: true,
  },
  audio: { timeout: AUDIO_FINGERPRINT_TIMEOUT_MS },
};

/** The 128-bit x64 murmur hash with the spec's seed 31, as 32 hex characters. */
export function hash31(input: string): string {
  return Fingerprint2.x64hash128(input, FINGERPRINT_SEED);
}

/** A 10-character hash key (behaviour.md §9), used for the local-storage entry names. */
export function hashKey(name: string): string {
  return hash31(name).slice(0, HASH_KEY_LENGTH);
}

/** Collects the browser's signals with fingerprintjs2 and hashes them; runs only in a browser. */
export function computeFingerprint(): Promise<string> {
  return new Promise((resolve) => {
    Fingerprint2.get(FINGERPRINT_OPTIONS, (components) => {
      resolve(hash31(components.map((component) => String(component.value)).join('')));
    });
  });
}
