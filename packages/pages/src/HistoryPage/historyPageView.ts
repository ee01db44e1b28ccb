/** Which part of the product page is in front. */
export type HistoryPageView = 'history' | 'where_buy' | 'desc' | 'reviews';
