import { flow, makeAutoObservable } from 'mobx';
import type { PricesApiClient, TrackingStatusInfo } from '../api/priceTypes';
import { NotFoundError } from '../http/errors';
import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';

/** The first wait between two asks, in milliseconds. */
export const TRACKING_POLL_FIRST_MS = 2_000;
/** The longest wait between two asks, in milliseconds. */
export const TRACKING_POLL_MAX_MS = 10_000;
// Each wait is half again the one before: 2 s, 3 s, 4.5 s, 6.75 s, then 10 s.
const BACKOFF = 1.5;

/**
 * The live status of a pasted link the tracker is fetching: asks `GET /api/tracking/:dpId` while
 * it is queued or being fetched (2 s, then gently longer up to 10 s), asks again when a blocked or
 * failed link is due to be retried, and hands over to the product page once it has a price.
 */
export class TrackingStatusStore {
  /** The link's dp id. */
  dpId: string | undefined = undefined;
  /** The last answer. */
  status: TrackingStatusInfo | undefined = undefined;
  /** The link was never queued (the server answered 404). */
  isUnknown = false;

  private handle: ReturnType<typeof setTimeout> | undefined = undefined;
  private waitMs = TRACKING_POLL_FIRST_MS;
  // Bumped by start() and stop(): an answer of an earlier round is dropped.
  private round = 0;

  constructor(
    private readonly root: RootStore,
    private readonly api: PricesApiClient,
    private readonly onReady: (dpId: string) => void,
  ) {
    makeAutoObservable<this, 'root' | 'api' | 'onReady' | 'handle' | 'waitMs' | 'round'>(
      this,
      { root: false, api: false, onReady: false, handle: false, waitMs: false, round: false },
      { autoBind: true },
    );
  }

  /** Starts watching a dp id (asks at once); a watch already running is stopped. */
  start(dpId: string): void {
    this.stop();
    this.dpId = dpId;
    this.status = undefined;
    this.isUnknown = false;
    this.waitMs = TRACKING_POLL_FIRST_MS;
    void this.ask(this.round);
  }

  /** Stops watching: no more asks, and an answer on its way is ignored. */
  stop(): void {
    this.round += 1;
    if (this.handle !== undefined) clearTimeout(this.handle);
    this.handle = undefined;
  }

  private ask = flow(function* (this: TrackingStatusStore, round: number) {
    const dpId = this.dpId;
    if (dpId === undefined) return;
    let status: TrackingStatusInfo | undefined;
    try {
      status = (yield this.api.trackingStatus(dpId)) as TrackingStatusInfo;
    } catch (error) {
      if (round !== this.round) return;
      if (error instanceof NotFoundError) {
        this.isUnknown = true;
        return;
      }
      // A failed ask (offline, a server hiccup) keeps the last status and asks again later.
      this.schedule(round, this.nextWait());
      return;
    }
    if (round !== this.round) return;
    this.status = status;
    if (status.productReady) {
      this.stop();
      this.onReady(dpId);
      return;
    }
    const wait = this.waitFor(status);
    if (wait !== undefined) this.schedule(round, wait);
  });

  // Queued or fetching: the gentle back-off. Blocked or failed: once, when the retry is due (never
  // sooner than the longest poll). Off the shelf, needing a browser, or done: nothing will move.
  private waitFor(status: TrackingStatusInfo): number | undefined {
    if (status.status === 'queued' || status.status === 'fetching') return this.nextWait();
    if ((status.status === 'blocked' || status.status === 'failed') && status.nextAttemptAt) {
      return Math.max(TRACKING_POLL_MAX_MS, status.nextAttemptAt * 1000 - this.root.now());
    }
    return undefined;
  }

  private nextWait(): number {
    const wait = this.waitMs;
    this.waitMs = Math.min(TRACKING_POLL_MAX_MS, wait * BACKOFF);
    return wait;
  }

  private schedule(round: number, ms: number): void {
    this.handle = setTimeout(() => {
      this.handle = undefined;
      void this.ask(round);
    }, ms);
  }
}

/** A tracking panel's polling, calling `onReady` once the product has a price; fresh per panel. */
export const trackingStatusView = viewKind(
  'trackingStatus',
  (root: RootStore, onReady: (dpId: string) => void) =>
    new TrackingStatusStore(root, root.prices, onReady),
);
