import type { HttpClient } from '../http/HttpClient';

/**
 * One price a shopper's browser saw, as `POST /api/prices/observations` takes it: the product's
 * clean link and title (so the server can add a product it does not hold), fen, epoch seconds.
 */
export interface PriceObservationInput {
  /** The product's canonical store link (no tracking parameters). */
  readonly url: string;
  /** The title the page shows. */
  readonly title: string;
  /** 页面价 in fen. */
  readonly listPrice: number;
  /** 到手价 in fen; the server takes the page price when absent. */
  readonly finalPrice?: number;
  /** Promotion text, if any. */
  readonly promo: string | null;
  /** Coupon text, if any. */
  readonly coupon: string | null;
  /** When the price was seen (epoch seconds). */
  readonly observedAt: number;
}

/** What the server made of one observation. */
export interface ObservationOutcome {
  /** Its place in the batch. */
  readonly index: number;
  /** Published, waiting for corroboration, or refused. */
  readonly status: 'accepted' | 'pending' | 'rejected';
  /** The product's dp id, when the item named one. */
  readonly dpId?: string;
  /** Why it was refused (Chinese). */
  readonly msg?: string;
}

/** The answer to a batch. */
export interface ObservationReport {
  /** Published at once. */
  readonly accepted: number;
  /** Waiting for corroboration (docs/price-trust.md). */
  readonly pending: number;
  /** Refused, each with its reason in `results`. */
  readonly rejected: number;
  /** One outcome per item, in batch order. */
  readonly results: readonly ObservationOutcome[];
}

/** The price-report API over the injected HTTP client. */
export class ObservationsApi {
  constructor(private readonly http: HttpClient) {}

  /** `POST /api/prices/observations`: a batch of prices seen; a 429 throws `RateLimitedError`. */
  report(observations: readonly PriceObservationInput[]): Promise<ObservationReport> {
    return this.http.post<ObservationReport>('/api/prices/observations', { observations });
  }
}
