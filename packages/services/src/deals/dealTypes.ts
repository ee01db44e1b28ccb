import type { ProductInfo } from '../api/priceTypes';
import type { ListAddressFields } from '../stores/listAddress';
import type { Page } from '../paging/page';

/** The real deals, or the fake cuts (先涨后降) kept out of them. */
export type DealView = 'deals' | 'fake';

/** Orders of the deals list: biggest drop %, biggest ¥ drop, lowest price, newest price. */
export type DealSort = 'drop' | 'amount' | 'price' | 'newest';

/** What a fake cut hides: the price before the raise and when it was raised. */
export interface RaiseProof {
  /** The price (fen) before the raise. */
  readonly referencePrice: number;
  /** Start of the day the price was raised (epoch seconds). */
  readonly raisedAt: number;
  /** The raised price (fen). */
  readonly raisedPrice: number;
  /** Days of data behind the verdict. */
  readonly evidenceDays: number;
}

/** Why a price is (or only looks like) a deal, in numbers; money in fen. */
export interface DealFigures {
  /** A real deal, or a fake cut. */
  readonly kind: 'deal' | 'fake';
  /** Today's final price (到手价). */
  readonly price: number;
  /** Median daily price of the 30 days before today. */
  readonly median30: number;
  /** How far below that median, in fen. */
  readonly dropFen: number;
  /** How far below that median, in percent (one decimal). */
  readonly dropPercent: number;
  /** Days with a price among the 30 before today. */
  readonly dataDays: number;
  /** Days the median is taken over. */
  readonly windowDays: number;
  /** When today's price began (epoch seconds). */
  readonly since: number;
  /** Today's price is the lowest ever seen. */
  readonly isLowest: boolean;
  /** For a fake cut: its proof. */
  readonly proof: RaiseProof | null;
}

/** A product on the deals list. */
export interface DealItem {
  /** The product. */
  readonly product: ProductInfo;
  /** Why it is listed. */
  readonly deal: DealFigures;
}

/** The thresholds the server judges deals by. */
export interface DealRulesInfo {
  /** Smallest drop in percent. */
  readonly minDropPercent: number;
  /** Smallest drop in fen. */
  readonly minDropFen: number;
  /** Days of data needed among the 30. */
  readonly minDataDays: number;
}

/** One page of deals (`GET /api/deals`) with the thresholds. */
export interface DealPage extends Page<DealItem> {
  /** The thresholds. */
  readonly rules: DealRulesInfo;
}

/** A deals query; prices in fen. */
export interface DealQuery extends ListAddressFields {
  /** Real deals or fake cuts. */
  readonly view: DealView;
  /** The order. */
  readonly sort: DealSort;
  /** Category slug. */
  readonly class?: string;
  /** Smallest drop in percent. */
  readonly minDrop?: number;
}

/** The deals API; `DealsApi` talks HTTP, `FakeDealsApi` answers from sample data. */
export interface DealsApiClient {
  /** One page of deals or fake cuts. */
  list(query: DealQuery): Promise<DealPage>;
}
