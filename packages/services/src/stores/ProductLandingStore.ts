import { flow, makeAutoObservable } from 'mobx';
import type { PricesApiClient, ProductDetail } from '../api/priceTypes';
import { lookupErrorMessage } from './lookupMessages';
import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';
import type { LoadStatus } from './loadStatus';
import { LoadTurns } from './LoadTurns';

/** The QR landing page (`/product/middle_qr`): one product and its price at a glance. */
export class ProductLandingStore {
  /** The product and its summary. */
  detail: ProductDetail | undefined = undefined;
  /** Loading state. */
  status: LoadStatus = 'idle';
  /** The Chinese error line. */
  message: string | undefined = undefined;

  private readonly turns = new LoadTurns();

  constructor(
    private readonly root: RootStore,
    private readonly api: PricesApiClient,
  ) {
    makeAutoObservable<this, 'root' | 'api' | 'turns'>(
      this,
      { root: false, api: false, turns: false },
      { autoBind: true },
    );
  }

  /** Loads a product by dp id, or by resolving a link or share text first; a newer load wins. */
  load = flow(function* (this: ProductLandingStore, request: { dpId: string } | { url: string }) {
    const isNewest = this.turns.next();
    this.status = 'loading';
    this.message = undefined;
    try {
      const dpId =
        'dpId' in request
          ? request.dpId
          : ((yield this.api.resolve(request.url)) as { dpId: string }).dpId;
      const detail = (yield this.api.product(dpId)) as ProductDetail;
      if (!isNewest()) return;
      this.detail = detail;
      this.status = 'ready';
    } catch (error) {
      if (!isNewest()) return;
      this.status = 'error';
      this.message = lookupErrorMessage(error);
    }
  });
}

/** The QR landing page's product; the page takes a fresh one. */
export const productLandingView = viewKind(
  'productLanding',
  (root: RootStore) => new ProductLandingStore(root, root.prices),
);
