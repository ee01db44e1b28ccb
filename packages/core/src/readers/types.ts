/** The little of a DOM element that readers use; a server HTML parser and the live DOM both satisfy it. */
export interface PageElement {
  readonly textContent: string | null;
  getAttribute(name: string): string | null;
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): ArrayLike<PageElement>;
}

/** The little of a document that readers use; a server HTML parser and the live DOM both satisfy it. */
export interface PageDocument {
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): ArrayLike<PageElement>;
}

/** What a reader is given: the page's URL, its document and the texts of its inline scripts. */
export interface PageInput {
  url: string;
  document: PageDocument;
  scripts: readonly string[];
}

/**
 * Who may pay the page price: anyone (`public`), members only (PLUS, 88VIP…), new customers only,
 * or anyone joining a group buy (Pinduoduo's 拼团价).
 */
export type PriceKind = 'public' | 'member' | 'new_customer' | 'group';

/** What one product page says about its product. Money is in integer fen. */
export interface ProductReading {
  dpId: string;
  siteId: number;
  title: string;
  /** The page price (页面价); the lowest SKU price when `isRange`. */
  listPrice: number;
  /** The price after coupons and subsidies (到手价) when the page shows one. */
  finalPrice: number | null;
  /** Who may pay `listPrice`. */
  priceKind: PriceKind;
  /** True when the page shows a range of SKU prices; `listPrice` is then the lowest. */
  isRange: boolean;
  promo: string | null;
  coupon: string | null;
  imageUrl: string | null;
  inStock: boolean;
  /** Present (true) when the page sells ahead of shipping (预售: a 定金 now, the rest later). */
  isPresale?: true;
  /** A members-only price shown beside a public one: kept apart, never published. */
  memberPrice?: number | null;
  /** A new-customer price shown beside a public one: kept apart, never published. */
  newCustomerPrice?: number | null;
  /** Pinduoduo's single-buy price (单独购买), beside the group price that is its page price. */
  singleBuyPrice?: number | null;
}

/** Why a page gave no reading. */
export type PageProblem =
  | 'login_wall'
  | 'captcha'
  | 'off_shelf'
  | 'not_found'
  | 'price_by_script'
  | 'not_product'
  | 'unsupported_store';

/** A reading, or the named reason why the page holds none (with its Chinese message). */
export type PageReading =
  { ok: true; reading: ProductReading } | { ok: false; problem: PageProblem; message: string };

/** A store's reader: the page, and the dp id and site its URL names. */
export type StoreReader = (input: PageInput, product: ReaderTarget) => PageReading;

/** The product a URL names, as the store registry understands it. */
export interface ReaderTarget {
  dpId: string;
  siteId: number;
  itemId: string;
}
