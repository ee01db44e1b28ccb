import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Remembers which product pages are being viewed, for the tracker's hourly checks. */
    productViews: ProductViews;
  }
}

// A view is written at most this often per product and process: the schedule needs hours, not seconds.
const WRITE_EVERY_S = 10 * 60;
const REMEMBERED = 50_000;

/** Records `products.last_viewed_at`, at most once per product every ten minutes per process. */
export class ProductViews {
  readonly #written = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly clock: () => number,
  ) {}

  /** Notes a view of the product page; resolves once written (or skipped as too soon). */
  async note(dpId: string): Promise<void> {
    const now = this.clock();
    const last = this.#written.get(dpId);
    if (last !== undefined && now - last < WRITE_EVERY_S) return;
    if (this.#written.size >= REMEMBERED) this.#written.clear();
    this.#written.set(dpId, now);
    await this.db.kysely
      .updateTable('products')
      .set({ last_viewed_at: now })
      .where('dp_id', '=', dpId)
      .execute();
  }
}

const decorateViews: FastifyPluginAsync = async (app) => {
  app.decorate('productViews', new ProductViews(app.db, app.clock));
};

/** `productViews`: the product route notes views through it (needs `db`). */
export const productViewsPlugin = fp(decorateViews, {
  name: 'productViews',
  fastify: '5.x',
  dependencies: ['db'],
});
