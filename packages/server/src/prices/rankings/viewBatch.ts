import type { Db } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { countProductView } from './viewCounts.js';

// Views are written together at most this often: a busy product page is one write a second, not
// one a view (each write also tells every cached answer to look at the database again).
const FLUSH_EVERY_MS = 1000;

/**
 * Page views (热门榜) counted in memory and written in one transaction a second; `flush` writes
 * what is pending at once (on close, in tests).
 */
export class ViewBatch {
  #pending = new Map<string, number>();
  #timer: NodeJS.Timeout | undefined;
  #flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly clock: () => number,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Counts one view of a product's page; it is written within a second. */
  count(dpId: string): void {
    this.#pending.set(dpId, (this.#pending.get(dpId) ?? 0) + 1);
    this.#timer ??= setTimeout(() => {
      this.#timer = undefined;
      this.flush().catch(this.onError);
    }, FLUSH_EVERY_MS);
  }

  /** Writes the views counted so far, after any write already under way. */
  flush(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    const batch = this.#pending;
    this.#pending = new Map();
    const now = this.clock();
    const written = this.#flushing.then(async () => {
      if (batch.size === 0) return;
      await inTransaction(this.db, async (trx) => {
        for (const [dpId, views] of batch) await countProductView(trx, dpId, now, views);
      });
    });
    // A failed write loses its batch, not the ones after it.
    this.#flushing = written.catch(() => undefined);
    return written;
  }
}
