import { formatPrice, formatShanghaiMinute } from '@pricetrail/core';
import { PRICE_SOURCE_LABELS, type PriceSourceName } from '../PriceFreshness';
import {
  StyledPending,
  StyledPendingNote,
  StyledPendingPrice,
  StyledPendingTag,
} from './PriceSummary.styles';

/** A reported price nobody has confirmed yet; money in fen, time in epoch seconds. */
export interface PendingPriceReport {
  /** Its 到手价. */
  price: number;
  /** When it was seen. */
  at: number;
  /** Who reported it. */
  source: PriceSourceName;
}

/** Props of {@link PendingPrice}. */
export interface PendingPriceProps {
  /** The report shown. */
  report: PendingPriceReport;
  /** Store id, which picks the currency symbol. */
  siteId?: number;
}

/** A reported price shown as 待核实 with its source and time, apart from the published price. */
export function PendingPrice({ report, siteId }: PendingPriceProps) {
  return (
    <StyledPending data-testid="pending-price">
      <StyledPendingTag>待核实</StyledPendingTag>
      <StyledPendingPrice>{formatPrice(report.price, siteId)}</StyledPendingPrice>
      <StyledPendingNote>
        {`来源 ${PRICE_SOURCE_LABELS[report.source]} · ${formatShanghaiMinute(report.at)} · 核实前不计入最低价和降价提醒`}
      </StyledPendingNote>
    </StyledPending>
  );
}
