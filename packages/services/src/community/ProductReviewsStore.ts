import { flow, makeAutoObservable } from 'mobx';
import { failureMessage } from '../login/failureMessage';
import type { CommunityApiClient, ProductReviews } from './communityTypes';

/** A product's reviews tab: its approved 晒单 and reviews with the average rating. */
export class ProductReviewsStore {
  /** What was read. */
  reviews: ProductReviews | undefined = undefined;
  /** Loading state. */
  status: 'loading' | 'ready' | 'error' = 'loading';
  /** The Chinese line of a failed read. */
  message: string | undefined = undefined;

  constructor(private readonly api: CommunityApiClient) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  /** Reads one product's reviews. */
  load = flow(function* (this: ProductReviewsStore, dpId: string) {
    this.status = 'loading';
    this.message = undefined;
    try {
      this.reviews = (yield this.api.productReviews(dpId)) as ProductReviews;
      this.status = 'ready';
    } catch (error) {
      this.status = 'error';
      this.message = failureMessage(error);
    }
  });
}
