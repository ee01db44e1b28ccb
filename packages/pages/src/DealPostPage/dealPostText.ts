import { formatPrice } from '@pricetrail/core';
import type { DealPost } from '@pricetrail/services';

/** What the drop is against the 30-day median, in words ('降 18%', '持平' or '高 3%'). */
export function dropText(percent: number): string {
  if (percent === 0) return '持平';
  return percent > 0 ? `降 ${percent}%` : `高 ${-percent}%`;
}

/** The page's title: the post's product and its price, `{title} 好价 ¥5299.00`. */
export function dealPostTitle({ product, price }: DealPost): string {
  return `${product.title} 好价 ${formatPrice(price, product.siteId)}`;
}

/** The page's description: the post's price against our figures (the median, the lowest price). */
export function dealPostDescription(post: DealPost): string {
  const { proof, product } = post;
  const figures = [
    proof.dropPercent === null
      ? undefined
      : `比 ${proof.windowDays} 天中位价${dropText(proof.dropPercent)}`,
    proof.lowestPrice === null
      ? undefined
      : `历史最低 ${formatPrice(proof.lowestPrice, product.siteId)}`,
  ].filter((figure) => figure !== undefined);
  return `${dealPostTitle(post)}${figures.length > 0 ? `：${figures.join('，')}` : ''}。网友投票值不值。`;
}
