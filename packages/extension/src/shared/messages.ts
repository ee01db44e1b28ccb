import type { ProductReading } from '@pricetrail/core';
import type { PriceSummaryInfo, TrackingState, WirePricePoint } from '@pricetrail/services';

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

/** Every message the content scripts send. */
export type ExtensionMessage = LookupMessage | ObserveMessage;

/** What the server knows about a product, as the mini bar needs it. */
export type LookupAnswer =
  | {
      readonly state: 'tracked';
      /** The summary over the whole history (lows, trend code). */
      readonly summary: PriceSummaryInfo;
      /** 到手价 points of the last 180 days, `[epochSeconds, fen]`, oldest first. */
      readonly finalPrices: readonly WirePricePoint[];
      /** The full history page on our site. */
      readonly historyUrl: string;
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

/** The answer type of each message. */
export interface AnswerOf {
  lookup: LookupAnswer;
  observe: ObserveAnswer;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Whether something that arrived on the message channel is one of our messages. */
export function isExtensionMessage(value: unknown): value is ExtensionMessage {
  if (!isRecord(value) || typeof value.url !== 'string') return false;
  if (value.type === 'lookup') return typeof value.dpId === 'string';
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
