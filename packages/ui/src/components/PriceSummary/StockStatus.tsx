import { formatIsoDay, STOCK_LABEL, type StockState } from '@pricetrail/core';
import { StyledStock, StyledStockTag } from './PriceSummary.styles';

/** A product's stock now and since when (epoch seconds). */
export interface StockInfo {
  /** 有货, 无货, 预售 or 下架. */
  state: StockState;
  /** When it entered that state. */
  since: number;
}

/** Props of {@link StockStatus}. */
export interface StockStatusProps {
  /** The stock shown. */
  stock: StockInfo;
}

/** The stock in one line: 有货, 无货, 预售 or 下架 as a tag, and the day it became so. */
export function StockStatus({ stock }: StockStatusProps) {
  return (
    <StyledStock data-testid="stock-status">
      <StyledStockTag data-state={stock.state}>{STOCK_LABEL[stock.state]}</StyledStockTag>
      <span>{`${formatIsoDay(stock.since)} 起`}</span>
    </StyledStock>
  );
}
