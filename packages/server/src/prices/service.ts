import type { Db } from '../db/schema.js';
import { dealAnswers } from './deals/dealAnswers.js';
import { DealList, type DealPage, type DealQuery } from './deals/dealList.js';
import { DEFAULT_DEAL_RULES, type DealRules } from './deals/verdict.js';
import type { RankingList } from './rankings/rankingLists.js';
import { Rankings, type RankedProduct } from './rankings/rankings.js';
import { ViewBatch } from './rankings/viewBatch.js';
import type { CachedAnswer } from './read/answerCache.js';
import { listCategories, type Category } from './read/categories.js';
import { productFreshness, type ProductFreshness } from './read/freshness.js';
import type { HistoryRange } from './read/history.js';
import type { StampedAnswers } from './read/stampedAnswers.js';
import { HistoryAnswers } from './read/historyAnswers.js';
import { minuteAnswers } from './read/minuteAnswers.js';
import {
  findProduct,
  findProductRow,
  findProductState,
  productWithSummary,
  type FoundProduct,
  type ProductWithSummary,
} from './read/lookup.js';
import { productOffers } from './read/offers.js';
import { trackingStatus, type TrackingStatus } from './read/trackingStatus.js';
import { searchAnswers } from './search/searchAnswers.js';
import type { SearchPage, SearchQuery } from './search/searchProducts.js';
import { queueForTracking } from './write/trackingQueue.js';

/** Which ranking, overall or of one category. */
interface RankingQuery {
  list: RankingList;
  category: string | undefined;
}

/** A ranking as the API sends it: which list, and its products in rank order. */
export type RankingAnswer = {
  list: RankingList;
  items: RankedProduct[];
};

/** A supported product link, parsed. */
export interface ProductLink {
  dpId: string;
  siteId: number;
  itemId: string;
  canonicalUrl: string;
}

/** A product with its summary and how fresh its price is (`GET /api/products/:dpId`). */
export type ProductDetail = ProductWithSummary & ProductFreshness;

/** The thresholds deals are judged by (percent, fen, days). */
export type DealRulesView = {
  minDropPercent: number;
  minDropFen: number;
  minDataDays: number;
};

/** A deals page as `GET /api/deals` answers it: the page and the thresholds behind it. */
export type DealAnswer = DealPage & { rules: DealRulesView };

/** What the price routes ask of the catalogue (decorated as `app.prices`). */
export class PriceService {
  readonly #histories: HistoryAnswers;
  readonly #searches: StampedAnswers<SearchQuery, SearchPage>;
  readonly #deals: DealList;
  readonly #dealAnswers: StampedAnswers<DealQuery, DealAnswer>;
  readonly #rankings: StampedAnswers<RankingQuery, RankingAnswer>;
  readonly #views: ViewBatch;

  constructor(
    private readonly db: Db,
    private readonly clock: () => number,
    dealRules: DealRules = DEFAULT_DEAL_RULES,
    onViewError: (error: unknown) => void = () => {},
  ) {
    this.#views = new ViewBatch(db, clock, onViewError);
    this.#histories = new HistoryAnswers(db, clock);
    this.#searches = searchAnswers(db);
    this.#deals = new DealList(db, clock, dealRules);
    const rankings = new Rankings(db, clock, dealRules, (now) => this.#deals.ensureDay(now));
    this.#rankings = minuteAnswers(db, clock, async ({ list, category }) => ({
      list,
      items: await rankings.list(list, category),
    }));
    this.#dealRules = dealRules;
    this.#dealAnswers = dealAnswers(db, clock, async (query) => ({
      ...(await this.#deals.page(query)),
      rules: this.dealRules(),
    }));
  }

  readonly #dealRules: DealRules;

  /** The thresholds deals are judged by (percent, fen, days). */
  dealRules(): DealRulesView {
    const { minDropPercent, minDropFen, minDataDays } = this.#dealRules;
    return { minDropPercent, minDropFen, minDataDays };
  }

  /** A product, its summary and its freshness; undefined when the dp id is unknown. */
  async product(dpId: string): Promise<ProductDetail | undefined> {
    const row = await findProductRow(this.db, dpId);
    if (!row) return undefined;
    return { ...productWithSummary(row), ...(await productFreshness(this.db, row.id)) };
  }

  /** The serialized history answer over a range (cached per revision); undefined when unknown. */
  history(dpId: string, range: HistoryRange): Promise<CachedAnswer | undefined> {
    return this.#histories.answer(dpId, range);
  }

  /** The history answer held in memory and known current without asking the database, if any. */
  currentHistory(dpId: string, range: HistoryRange): CachedAnswer | undefined {
    return this.#histories.current(dpId, range);
  }

  /** The same goods in every store, cheapest first (just the product when it has no cluster). */
  async offers(dpId: string): Promise<ProductWithSummary[] | undefined> {
    const row = await findProductRow(this.db, dpId);
    if (!row) return undefined;
    return row.cluster_key ? productOffers(this.db, row.cluster_key) : [productWithSummary(row)];
  }

  /** One page of search results, serialized when it could be cached. */
  search(query: SearchQuery): Promise<CachedAnswer | SearchPage> {
    return this.#searches.answer(query);
  }

  /** One page of today's deals, or of the fake cuts (先涨后降) kept out of them, with the rules. */
  deals(query: DealQuery): Promise<CachedAnswer | DealAnswer> {
    return this.#dealAnswers.answer(query);
  }

  /** Makes sure today's verdicts were computed for every product (once a day). */
  ensureDeals(): Promise<void> {
    return this.#deals.ensureDay(this.clock());
  }

  /** A ranking (降价, 热门, 收藏, 销量) in rank order, overall or of one category. */
  rankings(list: RankingList, category?: string): Promise<CachedAnswer | RankingAnswer> {
    return this.#rankings.answer({ list, category });
  }

  /**
   * Counts one view of a product's page today, for the hot list (nothing about the viewer); views
   * are written together within a second.
   */
  countView(dpId: string): void {
    this.#views.count(dpId);
  }

  /** Writes the views counted so far (on close, and where a test must see them at once). */
  flushViews(): Promise<void> {
    return this.#views.flush();
  }

  /** The revision a product's cached answers go by; undefined when the dp id is unknown. */
  async revision(dpId: string): Promise<number | undefined> {
    return (await findProductState(this.db, dpId))?.revision;
  }

  /**
   * Whether today's cut of a product only undoes a raise (先涨后降): true for a fake cut, false for
   * a real deal, null when its price is no cut today or the dp id is unknown.
   */
  async raisedBeforeSale(dpId: string): Promise<boolean | null> {
    const row = await findProductRow(this.db, dpId);
    if (!row) return null;
    const verdict = await this.#deals.verdictOf(row.id);
    return verdict === undefined ? null : verdict === 'fake';
  }

  /** Every category, parents first. */
  categories(): Promise<Category[]> {
    return listCategories(this.db);
  }

  /** Where a queued link stands (no price is read); undefined when it was never queued. */
  tracking(dpId: string): Promise<TrackingStatus | undefined> {
    return trackingStatus(this.db, dpId);
  }

  /** The product a link names; an unknown one is queued for tracking and answers undefined. */
  async resolve(link: ProductLink): Promise<FoundProduct | undefined> {
    const found = await findProduct(this.db, link.dpId);
    if (!found) await queueForTracking(this.db, link, this.clock());
    return found;
  }
}
