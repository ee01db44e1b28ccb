import type { PriceObservationInput } from '@pricetrail/services';

/** A SKU is contributed at most once in this long. */
export const SKU_INTERVAL_MS = 10 * 60_000;
/** Readings gathered before one send (the batch waits this long for others to join it). */
export const FLUSH_DELAY_MS = 2_000;
/** Most readings in one request. */
export const MAX_BATCH = 50;
/** How long to wait after a 429 without Retry-After, or when the server cannot be reached. */
export const DEFAULT_BACKOFF_MS = 60_000;
/**
 * The server refuses a report dated more than 10 minutes from its clock (docs/price-trust.md), so a
 * reading older than this is dropped instead of sent.
 */
export const MAX_AGE_MS = 9 * 60_000;

/** One reading waiting to be sent, under the dp id that throttles it. */
export interface QueuedReading {
  readonly dpId: string;
  readonly observation: PriceObservationInput;
}

/** Everything the contribution queue keeps in chrome.storage (the worker sleeps). */
export interface ContributionState {
  readonly queue: readonly QueuedReading[];
  /** When each dp id last joined the queue (epoch ms), for the per-SKU interval. */
  readonly lastQueued: Readonly<Record<string, number>>;
  /** Nothing is sent before this (epoch ms): a Retry-After or a back-off. */
  readonly notBefore: number;
}

/** How one send went. */
export type SendOutcome =
  | { readonly kind: 'sent' }
  | { readonly kind: 'rate_limited'; readonly retryAfterSeconds?: number }
  | { readonly kind: 'unreachable' }
  | { readonly kind: 'refused' };

/** The state of a queue that never held anything. */
export const EMPTY_CONTRIBUTIONS: ContributionState = { queue: [], lastQueued: {}, notBefore: 0 };

/** A stored value read back as a state, or the empty state when it is missing or malformed. */
export function contributionStateOf(value: unknown): ContributionState {
  if (typeof value !== 'object' || value === null) return EMPTY_CONTRIBUTIONS;
  const state = value as Partial<ContributionState>;
  return Array.isArray(state.queue) &&
    typeof state.lastQueued === 'object' &&
    state.lastQueued !== null &&
    typeof state.notBefore === 'number'
    ? (state as ContributionState)
    : EMPTY_CONTRIBUTIONS;
}

// The state goes through storage between taking a batch and settling it: match by value.
const keyOf = (reading: QueuedReading): string =>
  `${reading.dpId}@${reading.observation.observedAt}`;

const isFresh = (reading: QueuedReading, now: number): boolean =>
  reading.observation.observedAt * 1000 >= now - MAX_AGE_MS;

/**
 * Adds a reading unless its SKU joined the queue less than {@link SKU_INTERVAL_MS} ago. Entries of
 * the interval table that have run out are dropped, so the stored state stays small.
 */
export function enqueue(
  state: ContributionState,
  reading: QueuedReading,
  now: number,
): { state: ContributionState; isQueued: boolean } {
  const lastQueued: Record<string, number> = {};
  for (const [dpId, at] of Object.entries(state.lastQueued)) {
    if (now - at < SKU_INTERVAL_MS) lastQueued[dpId] = at;
  }
  if (lastQueued[reading.dpId] !== undefined)
    return { state: { ...state, lastQueued }, isQueued: false };
  lastQueued[reading.dpId] = now;
  return { state: { ...state, queue: [...state.queue, reading], lastQueued }, isQueued: true };
}

/**
 * The readings to send now (oldest first, at most {@link MAX_BATCH}), with the queue as it stands
 * once readings too old for the server are dropped; an empty batch while waiting out a back-off.
 */
export function takeBatch(
  state: ContributionState,
  now: number,
): { batch: readonly QueuedReading[]; state: ContributionState } {
  const queue = state.queue.filter((reading) => isFresh(reading, now));
  const next = queue.length === state.queue.length ? state : { ...state, queue };
  if (now < state.notBefore) return { batch: [], state: next };
  return { batch: queue.slice(0, MAX_BATCH), state: next };
}

/**
 * The state after a batch was sent (`state` may have grown meanwhile): a sent or refused batch
 * leaves the queue (a refused one would be refused again); a rate-limited or unreachable one
 * stays, and nothing is sent before the server's Retry-After or the back-off has passed.
 */
export function settle(
  state: ContributionState,
  batch: readonly QueuedReading[],
  outcome: SendOutcome,
  now: number,
): ContributionState {
  if (outcome.kind === 'sent' || outcome.kind === 'refused') {
    const done = new Set(batch.map(keyOf));
    return { ...state, queue: state.queue.filter((reading) => !done.has(keyOf(reading))) };
  }
  const waitMs =
    outcome.kind === 'rate_limited' && outcome.retryAfterSeconds !== undefined
      ? outcome.retryAfterSeconds * 1000
      : DEFAULT_BACKOFF_MS;
  return { ...state, notBefore: now + waitMs };
}

/** When the queue next has something to send (epoch ms), or null when it is empty. */
export function nextSendAt(state: ContributionState, now: number): number | null {
  if (state.queue.length === 0) return null;
  return Math.max(now, state.notBefore);
}
