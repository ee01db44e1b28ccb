import type { ProductReading } from '@pricetrail/core';
import type {
  DayPromotion,
  NextSale,
  PriceSummaryInfo,
  ProductOffer,
  TrackingState,
  WirePricePoint,
} from '@pricetrail/services';

/** Content script → service worker: what the server knows about the product on this page. */
export interface LookupMessage {
  readonly type: 'lookup';
  /** The product's dp id, as the page's reading names it. */
  readonly dpId: string;
  /** The page's address; the worker keeps only the product link it names. */
  readonly url: string;
}

/** Content script → service worker: a price the page shows, to contribute. */
export interface ObserveMessage {
  readonly type: 'observe';
  /** The page's reading (with its price kind). */
  readonly reading: ProductReading;
  /** The page's address; the worker keeps only the product link it names. */
  readonly url: string;
}

/** Content script → service worker: put the product on the signed-in shopper's watch list. */
export interface WatchMessage {
  readonly type: 'watch';
  /** The product's dp id. */
  readonly dpId: string;
  /** The page's address. */
  readonly url: string;
  /** The price to be told about, in fen; null for any drop. */
  readonly targetPrice: number | null;
}

/** Every message the content scripts send. */
export type ExtensionMessage = LookupMessage | ObserveMessage | WatchMessage;

/** What the server knows about a product, as the mini bar and the top bar need it. */
export type LookupAnswer =
  | {
      readonly state: 'tracked';
      /** The summary over the whole history (lows, trend code). */
      readonly summary: PriceSummaryInfo;
      /** 到手价 points of the last 180 days, `[epochSeconds, fen]`, oldest first. */
      readonly finalPrices: readonly WirePricePoint[];
      /** The full history page on our site. */
      readonly historyUrl: string;
      /** The site's price-history popover, which the mini bar frames. */
      readonly trendUrl: string;
      /** The same goods in other stores, cheapest first (empty when the server knows none). */
      readonly offers: readonly ProductOffer[];
      /** The store's next sale on the promotion calendar, null when none is coming. */
      readonly nextSale: NextSale | null;
      /** The store's latest distinct promotion and coupon texts, newest first. */
      readonly promotions: readonly DayPromotion[];
      /** The site's AI rating of the product. */
      readonly aiRateUrl: string;
    }
  | {
      /** Not tracked yet: the server has queued it. */
      readonly state: 'queued';
      /** The server's sentence for it. */
      readonly message: string;
      /** Where it stands in the tracker's queue, when the server said. */
      readonly tracking: TrackingState | null;
    }
  | {
      /** No answer from the server at all, or an error answer. */
      readonly state: 'unreachable' | 'failed';
      /** What to tell the shopper. */
      readonly message: string;
    };

/** The worker's answer to an `observe` message. */
export interface ObserveAnswer {
  /** Whether the reading joined the queue (contributing on, publishable, not throttled). */
  readonly isQueued: boolean;
}

/** The worker's answer to a `watch` message, with what to tell the shopper. */
export interface WatchAnswer {
  /**
   * 'added' (on the watch list), 'signing_in' (the site's sign-in is open in a tab; the add
   * completes after it), 'failed' (refused, or the server could not be reached).
   */
  readonly state: 'added' | 'signing_in' | 'failed';
  /** What to tell the shopper (the server's own line when it refused). */
  readonly message: string;
}

/** The answer type of each message. */
export interface AnswerOf {
  lookup: LookupAnswer;
  observe: ObserveAnswer;
  watch: WatchAnswer;
}

/** Service worker → content script: an add that waited for the sign-in is done (or refused). */
export interface WatchDoneMessage {
  readonly type: 'watch-done';
  /** The product that was added. */
  readonly dpId: string;
  /** How the add ended. */
  readonly answer: WatchAnswer;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Whether something that arrived on the message channel is one of our messages. */
export function isExtensionMessage(value: unknown): value is ExtensionMessage {
  if (!isRecord(value) || typeof value.url !== 'string') return false;
  if (value.type === 'lookup') return typeof value.dpId === 'string';
  if (value.type === 'watch') {
    const target = value.targetPrice;
    return (
      typeof value.dpId === 'string' &&
      (target === null || (Number.isSafeInteger(target) && (target as number) > 0))
    );
  }
  if (value.type === 'observe') {
    const reading = value.reading;
    return (
      isRecord(reading) &&
      typeof reading.dpId === 'string' &&
      typeof reading.title === 'string' &&
      typeof reading.listPrice === 'number' &&
      typeof reading.priceKind === 'string'
    );
  }
  return false;
}

/** Whether something the content script heard from the worker is a {@link WatchDoneMessage}. */
export function isWatchDone(value: unknown): value is WatchDoneMessage {
  return (
    isRecord(value) &&
    value.type === 'watch-done' &&
    typeof value.dpId === 'string' &&
    isRecord(value.answer) &&
    typeof value.answer.state === 'string' &&
    typeof value.answer.message === 'string'
  );
}
