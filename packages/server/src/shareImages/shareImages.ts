import { createHash } from 'node:crypto';
import { siteById } from '@pricetrail/core';
import type { Db } from '../db/schema.js';
import { DEMO_SOURCE } from '../demo/index.js';
import { AnswerCache, type CachedAnswer } from '../prices/read/answerCache.js';
import { productAndHistory } from '../prices/read/history.js';
import { findProductState } from '../prices/read/lookup.js';
import { productCardSvg } from './productCard.js';
import { svgToPng } from './renderPng.js';
import { siteCardSvg } from './siteCard.js';

// A card is about 30–60 KB; a few hundred shared products stay in memory.
const CARD_CACHE_BYTES = 32 * 1024 * 1024;
// The line is a year to date: it moves with the calendar, not only with the product's prices.
const CARD_SECONDS = 3600;

function pngAnswer(png: Buffer): CachedAnswer {
  return { body: png, etag: `"${createHash('sha1').update(png).digest('base64url')}"` };
}

/**
 * The share pictures (Open Graph): a product's price-history card, drawn once per revision of the
 * product (the change stamp history answers use) and kept with its ETag, and the site's card.
 */
export class ShareImages {
  readonly #cards = new AnswerCache(CARD_CACHE_BYTES);
  readonly #drawing = new Map<string, Promise<CachedAnswer | undefined>>();
  #site: Promise<CachedAnswer> | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: () => number,
  ) {}

  /** The site's card, drawn once. */
  site(): Promise<CachedAnswer> {
    this.#site ??= svgToPng(siteCardSvg()).then(pngAnswer);
    return this.#site;
  }

  /** A product's card at its current revision; undefined when the dp id is unknown. */
  async product(dpId: string): Promise<CachedAnswer | undefined> {
    const now = this.clock();
    const stamp = this.db.answerStamp?.();
    if (stamp !== undefined) {
      const unchanged = this.#cards.unchangedSince(dpId, stamp, now);
      if (unchanged) return unchanged;
    }
    const state = await findProductState(this.db, dpId);
    if (!state) return undefined;
    const cached = this.#cards.get(dpId, state.revision, now, stamp);
    if (cached) return cached;
    const flight = `${dpId}@${state.revision}`;
    let drawing = this.#drawing.get(flight);
    if (!drawing) {
      drawing = this.#draw(dpId, now, stamp).finally(() => this.#drawing.delete(flight));
      this.#drawing.set(flight, drawing);
    }
    return drawing;
  }

  async #draw(dpId: string, now: number, stamp: string | undefined) {
    const found = await productAndHistory(this.db, dpId, '1y', now);
    if (!found) return undefined;
    const { row, lines } = found;
    const svg = productCardSvg({
      title: row.title,
      siteName: siteById(row.site_id)?.name ?? '',
      siteId: row.site_id,
      currentPrice: row.current_final,
      lowest:
        row.lowest_price === null || row.lowest_ts === null
          ? null
          : { price: row.lowest_price, ts: row.lowest_ts },
      finalPrices: lines.finalPrice,
      isDemo: row.source === DEMO_SOURCE,
    });
    const answer = pngAnswer(await svgToPng(svg));
    this.#cards.set(dpId, row.revision ?? -1, now + CARD_SECONDS, answer, stamp);
    return answer;
  }
}
