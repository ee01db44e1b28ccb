import { siteByKey } from '@pricetrail/core';
import { flow, makeAutoObservable } from 'mobx';
import type {
  CategoryInfo,
  PricesApiClient,
  ProductDetail,
  ProductListItem,
  ProductPage,
} from '../api/priceTypes';
import { NotFoundError } from '../http/errors';
import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';
import type { LoadStatus } from './loadStatus';

/** The error line when the product is not held, so its category is unknown. */
export const MSG_RANK_UNTRACKED = '价迹还没有收录这件商品，暂时无法给出它所在分类的榜单';
/** The error line of any other failure. */
export const MSG_RANK_FAILED = '榜单加载失败，请稍后重试';

const JD_SITE_ID = siteByKey('jd')?.id ?? 3;

/** JD's best sellers in the category of the product being viewed (`/ext/jd_rank`). */
export class JdRankStore {
  /** The product being viewed. */
  dpId: string | undefined = undefined;
  /** Its category; undefined while loading or when the product has none. */
  category: CategoryInfo | undefined = undefined;
  /** JD products of that category, best selling first. */
  items: readonly ProductListItem[] = [];
  /** Loading state. */
  status: LoadStatus = 'idle';
  /** The Chinese error line. */
  message: string | undefined = undefined;

  constructor(
    private readonly root: RootStore,
    private readonly api: PricesApiClient,
  ) {
    makeAutoObservable<this, 'root' | 'api'>(this, { root: false, api: false }, { autoBind: true });
  }

  /** Loads the product's category, then that category's JD products by sales. */
  load = flow(function* (this: JdRankStore, dpId: string) {
    this.dpId = dpId;
    this.status = 'loading';
    this.message = undefined;
    try {
      const detail = (yield this.api.product(dpId)) as ProductDetail;
      const slug = detail.product.categorySlug;
      const [categories, page] = (yield Promise.all([
        this.api.categories(),
        slug
          ? this.api.search({ class: slug, siteId: JD_SITE_ID, sort: 'popular' })
          : Promise.resolve(undefined),
      ])) as [readonly CategoryInfo[], ProductPage | undefined];
      if (this.dpId !== dpId) return;
      this.category = categories.find((category) => category.slug === slug);
      this.items = page?.items ?? [];
      this.status = 'ready';
    } catch (error) {
      if (this.dpId !== dpId) return;
      this.status = 'error';
      this.message = error instanceof NotFoundError ? MSG_RANK_UNTRACKED : MSG_RANK_FAILED;
    }
  });
}

/** The extension's JD ranking of a product's category; the page takes a fresh one. */
export const jdRankView = viewKind(
  'jdRank',
  (root: RootStore) => new JdRankStore(root, root.prices),
);
