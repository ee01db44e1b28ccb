/** What an alert is about: a watch condition met, a 价保 claim, a follow's digest, or a channel test. */
export type AlertKind =
  | 'drop'
  | 'target'
  | 'percent'
  | 'lowest'
  | 'rise'
  | 'lowest_days'
  | 'restock'
  | 'protect'
  | 'follow'
  | 'test';

/** One alert as every channel delivers it (prices in fen, times in epoch seconds). */
export interface AlertMessage {
  /** The outbox event id (0 for a channel test that is not kept as a notice). */
  id: number;
  /**
   * The idempotency key receivers drop repeats by: the same on every attempt of one alert, on every
   * channel (`X-PriceTrail-Event`, the mail's Message-ID, the push payload's `key`), and different
   * for every other message, channel tests included.
   */
  key: string;
  kind: AlertKind;
  /** One line, e.g. 「降价提醒」… 降到 ¥5,299. */
  title: string;
  /** A few plain-text lines: the price now and before, why it alerted, what to do. */
  text: string;
  /** Absolute link to the product's history page on this site (the site's home for a test). */
  url: string;
  /** The product; null for a channel test. */
  product: AlertProduct | null;
  /** The final price now; null for a test. */
  price: number | null;
  previousPrice: number | null;
  /** 价保: the amount to claim and the store's claim page (null: the product page stands in). */
  claim: { amount: number; url: string | null } | null;
  createdAt: number;
}

/** The product an alert is about, as channels show it. */
export interface AlertProduct {
  dpId: string;
  title: string;
  imageUrl: string;
  storeName: string;
}

/** What a message's link is called: a digest leads to a list, every other alert to a history. */
export function linkLabel(message: AlertMessage): string {
  return message.kind === 'follow' ? '查看全部' : '查看价格历史';
}
