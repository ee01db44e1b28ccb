/** One piece of background work: `init` starts it, and it stops and cleans up when `signal` aborts. */
export interface BackgroundFeature {
  /** Starts the work; every timer, listener and load it leaves running ends on `signal`'s abort. */
  init(signal: AbortSignal): void;
}

/** Starts each feature with the caller's signal; aborting it ends them all (tests, hot reload). */
export function startBackgroundWork(
  features: readonly BackgroundFeature[],
  signal: AbortSignal,
): void {
  for (const feature of features) feature.init(signal);
}
