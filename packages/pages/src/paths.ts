/** Typed path builders for every page the pages link to. */
export const paths = {
  /** The home page. */
  home: (): string => '/home',
  /** A category list. */
  category: (slug: string): string => `/home/${encodeURIComponent(slug)}`,
  /** The link-paste page. */
  trend: (): string => '/trend',
  /** The history page of a dp id. */
  history: (dpId: string): string => `/trend/${dpId}.html`,
  /** The history page of a link or share text. */
  historyOfUrl: (url: string): string => `/trend/history?url=${encodeURIComponent(url)}`,
  /** The product page. */
  product: (dpId: string): string => `/crc64/dp${dpId}`,
  /** The store comparison of a product. */
  whereBuy: (dpId: string): string => `/crc64/dp${dpId}/where_buy`,
  /** The price trend of a product. */
  productTrend: (dpId: string): string => `/crc64/dp${dpId}/trend`,
  /** The product info of a product. */
  productDesc: (dpId: string): string => `/crc64/dp${dpId}/desc`,
  /** A company page. */
  us: (topic: 'about' | 'contact' | 'zhaopin'): string => `/us/${topic}`,
} as const;
