// A product's stock as the readers can tell it: a page with a price says 有货 or 无货 (its
// `inStock`), or 预售 when it takes a deposit (定金) for goods not yet shipping (its
// `isPresale`); a page the store took down says 下架 (the reader's `off_shelf`).

/** The stock states a product's timeline holds. */
export const STOCK_STATES = ['in_stock', 'out_of_stock', 'presale', 'delisted'] as const;

/** One of {@link STOCK_STATES}. */
export type StockState = (typeof STOCK_STATES)[number];

/** What each state is called on the page. */
export const STOCK_LABEL: Record<StockState, string> = {
  in_stock: '有货',
  out_of_stock: '无货',
  presale: '预售',
  delisted: '下架',
};
