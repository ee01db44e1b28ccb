/** Wait before collecting when `requestIdleCallback` is missing (behaviour.md §4). */
export const IDLE_FALLBACK_MS = 500;
/** The behaviour record is saved again this often (behaviour.md §4). */
export const SAVE_INTERVAL_MS = 2_000;
/** Collection stops this long after it began (behaviour.md §4). */
export const COLLECTION_LIMIT_MS = 300_000;
/** The developer-tools check repeats this often (behaviour.md §4). */
export const DEVTOOLS_INTERVAL_MS = 5_000;
/** Outer minus inner window size above which docked developer tools are assumed. */
export const DEVTOOLS_GAP_PX = 160;
/** The WebRTC local-address probe is closed after this long (behaviour.md §4). */
export const RTC_CLOSE_MS = 5_000;
/** Seed of the fingerprint hash (behaviour.md §9). */
export const FINGERPRINT_SEED = 31;
/** Length of hash keys (behaviour.md §9). */
export const HASH_KEY_LENGTH = 10;
/** Audio fingerprint timeout (behaviour.md §9). */
export const AUDIO_FINGERPRINT_TIMEOUT_MS = 1_000;
/** Lifetime of the `fp` and `dfp` cookies in days. */
export const TRACKING_COOKIE_DAYS = 365;
/** Cookie holding the device fingerprint hash (behaviour.md §3). */
export const FINGERPRINT_COOKIE = 'fp';
/** Cookie holding the encoded behaviour record (behaviour.md §3). */
export const RECORD_COOKIE = 'dfp';
