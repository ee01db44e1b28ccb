import { flow, makeAutoObservable } from 'mobx';
import { failureMessage } from '../login/failureMessage';
import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';
import type { CommunityApiClient, ProductReviews } from './communityTypes';

/** A product's reviews tab: its approved 晒单 and reviews with the average rating. */
export class ProductReviewsStore {
  /** What was read. */
  reviews: ProductReviews | undefined = undefined;
  /** Loading state. */
  status: 'loading' | 'ready' | 'error' = 'loading';
  /** The Chinese line of a failed read. */
  message: string | undefined = undefined;

  #loaded: Promise<void> | undefined;

  constructor(
    private readonly api: CommunityApiClient,
    /** The product whose reviews these are. */
    readonly dpId: string,
  ) {
    makeAutoObservable<this, 'api'>(this, { api: false, dpId: false }, { autoBind: true });
  }

  /** Reads the reviews afresh (each visit to the tab); {@link ensureLoaded} then waits for it. */
  refresh(): Promise<void> {
    this.#loaded = this.read();
    return this.#loaded;
  }

  /** Reads the reviews unless a read already started: the route's loader, then the tab, ask alike. */
  ensureLoaded(): Promise<void> {
    return this.#loaded ?? this.refresh();
  }

  private read = flow(function* (this: ProductReviewsStore) {
    this.status = 'loading';
    this.message = undefined;
    try {
      this.reviews = (yield this.api.productReviews(this.dpId)) as ProductReviews;
      this.status = 'ready';
    } catch (error) {
      this.status = 'error';
      this.message = failureMessage(error);
    }
  });
}

/** A product's reviews tab, by its dp id; the latest two products' kept. */
export const productReviewsView = viewKind(
  'productReviews',
  (root: RootStore, dpId: string) => new ProductReviewsStore(root.community, dpId),
  2,
);
