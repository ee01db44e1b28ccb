import type { LatestStates } from '../write/points.js';
import type { Reporter } from '../trust/reporter.js';

/**
 * Where a batch comes in, which decides how far it is trusted (docs/price-trust.md): the
 * extension's reports are screened one by one and logged; an operator's import file and the
 * tracker's readings are trusted sources, published in bulk.
 */
export type Door =
  | { kind: 'extension'; reporter: Reporter; now: number }
  | {
      kind: 'import' | 'tracker';
      now: number;
      /** Product states the caller vouches are current (see `writeRuns`); updated by the write. */
      states?: LatestStates | undefined;
      /** Product ids already known by dp id (an import remembers them between batches). */
      knownIds?: ReadonlyMap<string, number>;
    };

/** What became of one item of a batch, in the batch's order (a type: answers take it as JSON). */
export type IngestOutcome = {
  status: 'accepted' | 'pending' | 'rejected';
  /** The item's dp id, once it was read. */
  dpId?: string;
  /** Why it was rejected, in Chinese. */
  msg?: string;
};

/** What a batch did: each item's outcome, and the product id of every dp id it resolved. */
export interface IngestResult {
  outcomes: IngestOutcome[];
  productIds: Map<string, number>;
}
