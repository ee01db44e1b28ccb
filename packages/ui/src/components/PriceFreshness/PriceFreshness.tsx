import { formatShanghaiMinute } from '@pricetrail/core';
import type { HTMLAttributes } from 'react';
import { StyledOffShelf, StyledPriceFreshness } from './PriceFreshness.styles';

/** Where a price came from: the extension, the tracker, an import, the demo catalogue. */
export type PriceSourceName = 'extension' | 'tracker' | 'import' | 'demo';

/** Props of {@link PriceFreshness}. */
export interface PriceFreshnessProps extends HTMLAttributes<HTMLElement> {
  /** When the price was last checked (epoch seconds). */
  checkedAt?: number;
  /** Where the latest price came from. */
  source?: PriceSourceName;
  /** The store has taken the product off the shelf. */
  isOffShelf?: boolean;
}

/** How the product page names each source of a price. */
export const PRICE_SOURCE_LABELS: Readonly<Record<PriceSourceName, string>> = {
  extension: '插件',
  tracker: '抓取',
  import: '导入',
  demo: '演示数据',
};

/** The product page's note on its price: when it was last checked, its source, and 已下架. */
export function PriceFreshness({ checkedAt, source, isOffShelf, ...rest }: PriceFreshnessProps) {
  const parts = [
    checkedAt === undefined ? '' : `价格更新于 ${formatShanghaiMinute(checkedAt)}`,
    source ? `来源 ${PRICE_SOURCE_LABELS[source]}` : '',
  ].filter(Boolean);
  if (parts.length === 0 && !isOffShelf) return null;
  return (
    <StyledPriceFreshness data-testid="price-freshness" {...rest}>
      {isOffShelf ? <StyledOffShelf>已下架</StyledOffShelf> : null}
      {parts.join(' · ')}
    </StyledPriceFreshness>
  );
}
