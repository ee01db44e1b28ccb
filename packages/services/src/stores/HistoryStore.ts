import { flow, makeAutoObservable } from 'mobx';
import type {
  HistoryRange,
  IdentifiedLink,
  NextSale,
  PriceHistory,
  PricesApiClient,
  ProductDetail,
  ProductFreshness,
  ProductInfo,
  ProductOffer,
} from '../api/priceTypes';
import { NotFoundError } from '../http/errors';
import { buyAdvice, type BuyAdvice } from './buyAdvice';
import { lookupErrorMessage } from './lookupMessages';
import { OPENING_RANGE } from '../root/HistoryPrefetch';
import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';
import type { LoadStatus } from './loadStatus';

/** The price-history screen: product, both lines for a range, offers and the buy advice. */
export class HistoryStore {
  /** The product shown. */
  dpId: string | undefined = undefined;
  /** The chosen range. */
  range: HistoryRange = OPENING_RANGE;
  /** The product. */
  product: ProductInfo | undefined = undefined;
  /** When its price was last checked, where it came from, whether it is off the shelf. */
  freshness: ProductFreshness | undefined = undefined;
  /** The history of the chosen range. */
  history: PriceHistory | undefined = undefined;
  /** Other stores, cheapest first. */
  offers: readonly ProductOffer[] = [];
  /** The store's next sale, from the promotion calendar; none when it holds none. */
  nextSale: NextSale | null = null;
  /** Loading state. */
  status: LoadStatus = 'idle';
  /** History of a new range is on its way. */
  isRangeLoading = false;
  /** The Chinese error line. */
  message: string | undefined = undefined;
  /** The product or link is not held (yet): a supported link is queued for the tracker. */
  isUntracked = false;
  /** The dp id of the link not held (a short link's, once the server expanded it). */
  untrackedDpId: string | undefined = undefined;

  // What a loader awaits; private fields stay out of MobX.
  #loading: Promise<void> | undefined = undefined;

  constructor(
    private readonly root: RootStore,
    private readonly api: PricesApiClient,
  ) {
    makeAutoObservable<this, 'root' | 'api'>(this, { root: false, api: false }, { autoBind: true });
  }

  /** The buy advice from the loaded history, the same goods' other listings and the next sale. */
  get advice(): BuyAdvice | undefined {
    if (!this.history) return undefined;
    const { summary, finalPrices } = this.history;
    return buyAdvice(summary, finalPrices, {
      offers: this.offers,
      selfDpId: this.dpId,
      sale: this.nextSale,
    });
  }

  /** How many listings of the same goods other stores have (the offers but this one). */
  get otherStoreCount(): number {
    return this.offers.filter((offer) => offer.dpId !== this.dpId).length;
  }

  /** Loads a product by dp id. */
  load = flow(function* (this: HistoryStore, dpId: string) {
    this.dpId = dpId;
    this.status = 'loading';
    this.message = undefined;
    try {
      // Asked beside the page's answers; a calendar that cannot be read only leaves it out.
      const sale = this.api.nextSale(dpId).catch(() => null);
      const [detail, history, offers] = (yield (
        this.root.historyPrefetch.take(dpId, this.range) ??
        Promise.all([
          this.api.product(dpId),
          this.api.history(dpId, this.range),
          this.api.offers(dpId),
        ])
      )) as [ProductDetail, PriceHistory, readonly ProductOffer[]];
      if (this.dpId !== dpId) return;
      this.product = detail.product;
      this.freshness = detail;
      this.history = history;
      this.offers = [...offers].sort((a, b) => a.price - b.price);
      const nextSale = (yield sale) as NextSale | null;
      if (this.dpId !== dpId) return;
      this.nextSale = nextSale;
      this.status = 'ready';
    } catch (error) {
      if (this.dpId !== dpId) return;
      this.fail(error);
    }
  });

  /** Loads a product unless it is already loading or shown. */
  ensure(dpId: string): void {
    void this.ensureLoaded(dpId);
  }

  /** Loads a product unless it is already loading or shown; resolves once it shows or failed. */
  ensureLoaded(dpId: string): Promise<void> {
    if (this.dpId === dpId && this.status === 'ready') return Promise.resolve();
    if (this.dpId === dpId && this.status === 'loading' && this.#loading) return this.#loading;
    const loading = this.load(dpId);
    this.#loading = loading;
    return loading;
  }

  /** Resolves a link or share text, then loads the product. */
  loadLink = flow(function* (this: HistoryStore, url: string) {
    this.dpId = this.untrackedDpId = undefined;
    this.status = 'loading';
    this.message = undefined;
    try {
      const resolved = (yield this.api.resolve(url)) as { dpId: string };
      yield this.load(resolved.dpId);
    } catch (error) {
      this.fail(error);
      // The link was queued: which product it names, so its tracking can be shown.
      if (this.isUntracked) {
        const identified = (yield this.api.identify(url).catch(() => undefined)) as
          IdentifiedLink | undefined;
        this.untrackedDpId = identified?.dpId;
      }
    }
  });

  private fail(error: unknown): void {
    this.status = 'error';
    this.message = lookupErrorMessage(error);
    this.isUntracked = error instanceof NotFoundError;
  }

  /** Switches the range and reloads the lines. */
  setRange = flow(function* (this: HistoryStore, range: HistoryRange) {
    this.range = range;
    const dpId = this.dpId;
    if (!dpId) return;
    this.isRangeLoading = true;
    try {
      const history = (yield this.api.history(dpId, range)) as PriceHistory;
      if (this.range === range && this.dpId === dpId) this.history = history;
    } catch (error) {
      this.message = lookupErrorMessage(error);
    } finally {
      this.isRangeLoading = false;
    }
  });
}

/** The product page's store, by what it was asked for (a dp id or a link); the latest two kept. */
export const historyView = viewKind(
  'history',
  (root: RootStore) => new HistoryStore(root, root.prices),
  2,
);

/** The extension's price-history popover: a product page's store opened at 180 days, fresh per page. */
export const trendPopoverView = viewKind('trendPopover', (root: RootStore) => {
  const store = new HistoryStore(root, root.prices);
  void store.setRange('180d');
  return store;
});
