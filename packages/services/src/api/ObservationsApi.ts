import type { WireAnswer, WireBody } from '@pricetrail/core';
import type { HttpClient } from '../http/HttpClient';

type ReportPath = '/api/prices/observations';

/**
 * One price a shopper's browser saw, as `POST /api/prices/observations` takes it (the API
 * document's type): the product's clean link and title, so the server can add a product it does
 * not hold, fen, epoch seconds.
 */
export type PriceObservationInput = WireBody<ReportPath, 'post'>['observations'][number];

/** The answer to a batch (the API document's type): counts, then one outcome per item. */
export type ObservationReport = WireAnswer<ReportPath, 'post'>;

/** What the server made of one observation: published, waiting for corroboration, or refused. */
export type ObservationOutcome = ObservationReport['results'][number];

/** The price-report API over the injected HTTP client. */
export class ObservationsApi {
  constructor(private readonly http: HttpClient) {}

  /** `POST /api/prices/observations`: a batch of prices seen; a 429 throws `RateLimitedError`. */
  report(observations: readonly PriceObservationInput[]): Promise<ObservationReport> {
    const body: WireBody<ReportPath, 'post'> = { observations };
    return this.http.post<ObservationReport>('/api/prices/observations', body);
  }
}
