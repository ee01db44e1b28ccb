/** Timer functions used by tracking, injectable so tests drive them with fake timers. */
export interface TrackingTimers {
  /** Schedules a callback once. */
  readonly setTimeout: (callback: () => void, ms: number) => unknown;
  /** Cancels `setTimeout`. */
  readonly clearTimeout: (handle: unknown) => void;
  /** Schedules a repeating callback. */
  readonly setInterval: (callback: () => void, ms: number) => unknown;
  /** Cancels `setInterval`. */
  readonly clearInterval: (handle: unknown) => void;
}

type Handle = ReturnType<typeof globalThis.setTimeout>;

/** The global timers, looked up on every call (so fake timers installed later still apply). */
export const globalTrackingTimers: TrackingTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as Handle),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as Handle),
};
