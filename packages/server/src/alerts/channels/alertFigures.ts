import { formatPrice, parseDpId } from '@pricetrail/core';
import type { AlertMessage } from '../message.js';

/** An alert's money as a person reads it, and the link that acts on a 价保 claim. */
export interface AlertFigures {
  /** The price now, e.g. `¥5299.00`; null for a channel test. */
  price: string | null;
  previousPrice: string | null;
  /** 价保: the amount to claim and where to claim it (the history page when the store's is unknown). */
  claim: { amount: string; url: string } | null;
}

const isWebLink = (url: string) => /^https?:\/\//i.test(url);

/** Formats an alert's prices in its store's currency and picks the link a 价保 claim opens. */
export function alertFigures(message: AlertMessage): AlertFigures {
  const siteId = message.product ? parseDpId(message.product.dpId)?.siteId : undefined;
  const money = (fen: number | null) => (fen === null ? null : formatPrice(fen, siteId));
  const { claim } = message;
  // A claim link comes from store data: anything but a web link falls back to our own page.
  const claimUrl = claim?.url && isWebLink(claim.url) ? claim.url : message.url;
  return {
    price: money(message.price),
    previousPrice: money(message.previousPrice),
    claim: claim && { amount: formatPrice(claim.amount, siteId), url: claimUrl },
  };
}
