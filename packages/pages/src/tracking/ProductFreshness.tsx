import type { ProductFreshness as Freshness } from '@pricetrail/services';
import { PriceFreshness } from '@pricetrail/ui';

/** Props of {@link ProductFreshness}. */
export interface ProductFreshnessProps {
  /** What the product answer said about its price. */
  freshness: Freshness;
}

/** The product page's 价格更新于 … · 来源 … line, and 已下架 when the store took it down. */
export function ProductFreshness({ freshness }: ProductFreshnessProps) {
  return (
    <PriceFreshness
      checkedAt={freshness.lastCheckedAt ?? undefined}
      source={freshness.latestSource ?? undefined}
      isOffShelf={freshness.offShelf}
    />
  );
}
