import { dayStartTs, shanghaiDay } from '../../calendar.js';
import type { Db } from '../../db/schema.js';
import { offsetOf } from '../../db/paging.js';
import { statement, type Statement } from '../../db/statements.js';
import {
  PRODUCT_SUMMARY_COLUMNS,
  productWithSummary,
  type ProductSummaryRow,
  type ProductWithSummary,
} from '../read/lookup.js';
import { refreshAllDeals } from './dealStore.js';
import { MEDIAN_WINDOW_DAYS, type DealRules } from './verdict.js';
import { IN_STOCK_CONDITION } from '../search/filteredSearch.js';

/** Orders of the deals list: biggest drop %, biggest ¥ drop, lowest price, newest price. */
export type DealSort = 'drop' | 'amount' | 'price' | 'newest';

/** The real deals, or the fake cuts (先涨后降) kept out of them. */
export type DealView = 'deals' | 'fake';

/** One page of the deals list, narrowed; prices in fen. */
export interface DealQuery {
  view: DealView;
  sort: DealSort;
  siteId?: number | undefined;
  category?: string | undefined;
  /** Smallest drop below the 30-day median, in percent (never below the configured one). */
  minDrop?: number | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  /** Only products whose price today is their lowest ever. */
  lowestOnly?: boolean | undefined;
  /** Only products a shopper can buy now (仅看有货). */
  inStockOnly?: boolean | undefined;
  page: number;
  pageSize: number;
}

/** Why a price is (or only looks like) a deal, in numbers. */
export type DealFigures = {
  kind: 'deal' | 'fake';
  /** Today's final price. */
  price: number;
  /** Median daily price of the 30 days before today. */
  median30: number;
  /** How much below that median (fen). */
  dropFen: number;
  /** How much below that median, in percent with one decimal. */
  dropPercent: number;
  /** Days with a price among the 30 before today. */
  dataDays: number;
  /** Days the median is taken over (30). */
  windowDays: number;
  /** When today's price began (epoch s). */
  since: number;
  /** Today's price is the lowest ever seen. */
  isLowest: boolean;
  /** For a fake cut: the price before the raise and when it was raised. */
  proof: {
    referencePrice: number;
    /** Start (epoch s) of the Shanghai day the raised price began. */
    raisedAt: number;
    raisedPrice: number;
    /** Data days behind the verdict. */
    evidenceDays: number;
  } | null;
};

/** A product on the deals list. */
export type DealItem = ProductWithSummary & { deal: DealFigures };

/** One page of deals and their total (a type, so routes may answer it as their schema's object). */
export type DealPage = {
  total: number;
  page: number;
  pageSize: number;
  items: DealItem[];
};

type DealRow = ProductSummaryRow & {
  d_kind: string;
  d_price: number;
  d_median: number;
  d_drop_fen: number;
  d_drop_bp: number;
  d_data_days: number;
  d_reference: number | null;
  d_raised_day: number | null;
  d_raised_price: number | null;
  d_evidence: number | null;
};

const DEAL_COLUMNS = `d.kind as d_kind, d.price as d_price, d.median_30 as d_median,
  d.drop_fen as d_drop_fen, d.drop_bp as d_drop_bp, d.data_days as d_data_days,
  d.reference_price as d_reference, d.raised_day as d_raised_day,
  d.raised_price as d_raised_price, d.evidence_days as d_evidence`;

const ORDER_BY: Record<DealSort, string> = {
  drop: 'd.drop_bp desc, d.drop_fen desc, p.id desc',
  amount: 'd.drop_fen desc, d.drop_bp desc, p.id desc',
  price: 'd.price asc, d.drop_bp desc, p.id desc',
  newest: 's.current_ts desc, d.drop_bp desc, p.id desc',
};

// One prepared statement per distinct SQL text: a few dozen combinations of filters.
const prepared = new Map<string, Statement<never>>();

function run<R>(db: Db, text: string, parameters: readonly unknown[]): Promise<R[]> {
  let query = prepared.get(text);
  if (!query) prepared.set(text, (query = statement<never>(text)));
  return query(db, parameters) as Promise<R[]>;
}

/** A drop in basis points as the percent shown, one decimal rounded down (1859 → 18.5). */
export function dropPercentOf(basisPoints: number): number {
  return Math.floor(basisPoints / 10) / 10;
}

function dealItem(row: DealRow): DealItem {
  const isFake = row.d_kind === 'fake';
  return {
    ...productWithSummary(row),
    deal: {
      kind: isFake ? 'fake' : 'deal',
      price: row.d_price,
      median30: row.d_median,
      dropFen: row.d_drop_fen,
      dropPercent: dropPercentOf(row.d_drop_bp),
      dataDays: row.d_data_days,
      windowDays: MEDIAN_WINDOW_DAYS,
      since: row.current_ts ?? 0,
      isLowest: row.lowest_price !== null && row.d_price <= row.lowest_price,
      proof:
        isFake && row.d_reference !== null && row.d_raised_day !== null
          ? {
              referencePrice: row.d_reference,
              raisedAt: dayStartTs(row.d_raised_day),
              raisedPrice: row.d_raised_price ?? 0,
              evidenceDays: row.d_evidence ?? 0,
            }
          : null,
    },
  };
}

/**
 * The deals list. Verdicts are stored per product when its summary is written (`dealStore`), so
 * a page is one indexed query over today's few hundred verdict rows joined to their products,
 * fast on thousands of products; each day's first request recomputes every product's verdict
 * once, because a price that holds still writes nothing and yesterday's verdict is about
 * yesterday.
 */
export class DealList {
  #readyDay = -1;
  #refreshing: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: () => number,
    private readonly rules: DealRules,
  ) {}

  /** One page of today's deals or fake cuts. */
  async page(query: DealQuery): Promise<DealPage> {
    const now = this.clock();
    await this.ensureDay(now);
    const conditions = ['d.day = ?', 'd.kind = ?', 'd.drop_bp >= ?', 'd.data_days >= ?'];
    const minDrop = Math.max(this.rules.minDropPercent, query.minDrop ?? 0);
    const parameters: unknown[] = [
      shanghaiDay(now),
      query.view === 'fake' ? 'fake' : 'deal',
      Math.round(minDrop * 100),
      this.rules.minDataDays,
    ];
    const where = (condition: string, value?: unknown) => {
      conditions.push(condition);
      if (value !== undefined) parameters.push(value);
    };
    // A fake cut is named whatever its size in yuan; a real deal needs the ¥ amount too.
    if (query.view === 'deals') where('d.drop_fen >= ?', this.rules.minDropFen);
    if (query.siteId !== undefined) where('p.site_id = ?', query.siteId);
    if (query.category) where('p.category_slug = ?', query.category);
    if (query.minPrice !== undefined) where('d.price >= ?', query.minPrice);
    if (query.maxPrice !== undefined) where('d.price <= ?', query.maxPrice);
    if (query.lowestOnly) where('d.price <= s.lowest_price');
    if (query.inStockOnly) where(IN_STOCK_CONDITION);
    const from = `from product_deals d
      join products p on p.id = d.product_id
      join product_summaries s on s.product_id = d.product_id
      where ${conditions.join(' and ')}`;
    const [count] = await run<{ n: number | string }>(
      this.db,
      `select count(*) as n ${from}`,
      parameters,
    );
    const total = Number(count?.n ?? 0);
    const { page, pageSize } = query;
    const offset = offsetOf({ page, pageSize });
    if (offset >= total) return { total, page, pageSize, items: [] };
    const rows = await run<DealRow>(
      this.db,
      `select ${PRODUCT_SUMMARY_COLUMNS}, ${DEAL_COLUMNS} ${from}
       order by ${ORDER_BY[query.sort]} limit ? offset ?`,
      [...parameters, pageSize, offset],
    );
    return { total, page, pageSize, items: rows.map(dealItem) };
  }

  /** Today's verdict of one product, as stored; undefined when it has none today. */
  async verdictOf(productId: number): Promise<'deal' | 'fake' | undefined> {
    const now = this.clock();
    await this.ensureDay(now);
    const row = await this.db.kysely
      .selectFrom('product_deals')
      .select(['kind', 'drop_bp', 'drop_fen', 'data_days'])
      .where('product_id', '=', productId)
      .where('day', '=', shanghaiDay(now))
      .executeTakeFirst();
    if (!row || row.data_days < this.rules.minDataDays) return undefined;
    if (row.drop_bp < this.rules.minDropPercent * 100) return undefined;
    if (row.kind === 'fake') return 'fake';
    return row.drop_fen >= this.rules.minDropFen ? 'deal' : undefined;
  }

  /**
   * Recomputes every product's verdict once for `now`'s day (what a list of today's deals reads);
   * requests that find the day unrefreshed together share one refresh.
   */
  async ensureDay(now: number): Promise<void> {
    const day = shanghaiDay(now);
    if (this.#readyDay === day) return;
    this.#refreshing ??= (async () => {
      const done = await this.db.kysely
        .selectFrom('deal_days')
        .select('day')
        .where('day', '=', day)
        .executeTakeFirst();
      if (!done) await refreshAllDeals(this.db, now);
      this.#readyDay = day;
    })().finally(() => {
      this.#refreshing = undefined;
    });
    await this.#refreshing;
  }
}
