/** How a store is slowed down after trouble, and when it is paused outright. */
export interface BackoffPolicy {
  /** First wait after trouble. */
  baseMs: number;
  /** Longest wait between tries. */
  maxMs: number;
  /** Blocks in a row (429, captcha, login wall) that open the breaker. */
  breakerThreshold: number;
  /** How long an open breaker pauses the store. */
  pauseMs: number;
}

/**
 * Exponential backoff with "equal jitter": the n-th trouble in a row waits between half and all
 * of `base · 2^(n-1)` (capped), so workers that failed together do not come back together.
 */
export function backoffDelay(policy: BackoffPolicy, troubles: number, random: () => number) {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, troubles - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
