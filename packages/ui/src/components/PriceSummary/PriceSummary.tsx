import type { HTMLAttributes, ReactNode } from 'react';
import { formatIsoDay, formatPrice } from '@pricetrail/core';
import {
  StyledAction,
  StyledCurrent,
  StyledCurrentLabel,
  StyledCurrentPrice,
  StyledPriceSummary,
  StyledStat,
  StyledStatDate,
  StyledStatPrice,
  StyledStats,
  StyledTrend,
  StyledVisuallyHidden,
  StyledWarning,
} from './PriceSummary.styles';
import { PendingPrice, type PendingPriceReport } from './PendingPrice';
import { PRICE_TRENDS, type PriceTrend } from './priceTrend';
import { StockStatus, type StockInfo } from './StockStatus';

/** Shown under the 先涨后降 flag when no explanation is given. */
export const RAISED_BEFORE_SALE_TEXT = '大促前价格曾被调高，现在的“优惠”可能只是回到了原价。';

/** Props of {@link PriceSummary}; money in fen, dates in epoch seconds, any may be missing. */
export interface PriceSummaryProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** 当前价. */
  currentPrice?: number;
  /** 历史最低. */
  lowestPrice?: number;
  /** When the all-time low was seen. */
  lowestAt?: number;
  /** 历史最高. */
  highestPrice?: number;
  /** When the all-time high was seen. */
  highestAt?: number;
  /** Lowest over the last 30 days. */
  lowest30?: number;
  /** Lowest over the last 60 days. */
  lowest60?: number;
  /** Lowest over the last 180 days. */
  lowest180?: number;
  /** Price at the last 618 sale. */
  price618?: number;
  /** When that 618 price was seen. */
  price618At?: number;
  /** Price at the last 双11 sale. */
  price1111?: number;
  /** When that 双11 price was seen. */
  price1111At?: number;
  /** Trend code: -2 历史最低, -1 降价, 0 平稳, 1 涨价. */
  trend?: PriceTrend;
  /** Flags a price that was raised before the sale and then 'cut' (先涨后降). */
  isRaisedBeforeSale?: boolean;
  /** Explains the 先涨后降 flag; a general sentence is shown when absent. */
  raisedBeforeSaleNote?: string;
  /** Store id, which picks the currency symbol. */
  siteId?: number;
  /** Beside the current price: the product page's 收藏 / 降价提醒. */
  action?: ReactNode;
  /** A reported price not confirmed yet, shown under the current price as 待核实. */
  pending?: PendingPriceReport;
  /** 有货 / 无货 / 下架 and since when, under the current price; absent while no source said. */
  stock?: StockInfo;
}

function Missing() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <StyledVisuallyHidden>暂无</StyledVisuallyHidden>
    </>
  );
}

function WarningIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M8 1.5 15 14H1L8 1.5Z" fill="currentColor" />
      <path d="M8 6v4M8 11.5v1" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

interface StatProps {
  label: string;
  fen?: number;
  at?: number;
  tone?: 'down' | 'up';
  siteId?: number;
}

function Stat({ label, fen, at, tone, siteId }: StatProps) {
  const isMissing = fen === undefined;
  return (
    <StyledStat>
      <dt>{label}</dt>
      <dd>
        <StyledStatPrice data-tone={tone} data-missing={isMissing}>
          {isMissing ? <Missing /> : formatPrice(fen, siteId)}
        </StyledStatPrice>
        {!isMissing && at !== undefined && <StyledStatDate>{formatIsoDay(at)}</StyledStatDate>}
      </dd>
    </StyledStat>
  );
}

/**
 * The price at a glance: current price and trend, the stock since when, a reported price still
 * 待核实, lows and highs, sale prices, 先涨后降 flag.
 */
export function PriceSummary({
  currentPrice,
  lowestPrice,
  lowestAt,
  highestPrice,
  highestAt,
  lowest30,
  lowest60,
  lowest180,
  price618,
  price618At,
  price1111,
  price1111At,
  trend,
  isRaisedBeforeSale = false,
  raisedBeforeSaleNote,
  siteId,
  action,
  pending,
  stock,
  ...rest
}: PriceSummaryProps) {
  const trendInfo = trend === undefined ? undefined : PRICE_TRENDS[trend];
  return (
    <StyledPriceSummary role="group" aria-label="价格概览" {...rest}>
      <StyledCurrent>
        <StyledCurrentLabel>当前价</StyledCurrentLabel>
        <StyledCurrentPrice data-missing={currentPrice === undefined}>
          {currentPrice === undefined ? <Missing /> : formatPrice(currentPrice, siteId)}
        </StyledCurrentPrice>
        {trendInfo && (
          <StyledTrend data-tone={trendInfo.tone}>
            <span aria-hidden="true">{trendInfo.arrow} </span>
            {trendInfo.label}
          </StyledTrend>
        )}
        {action && <StyledAction>{action}</StyledAction>}
      </StyledCurrent>
      {stock && <StockStatus stock={stock} />}
      {pending && <PendingPrice report={pending} siteId={siteId} />}
      <StyledStats>
        <Stat label="历史最低" fen={lowestPrice} at={lowestAt} tone="down" siteId={siteId} />
        <Stat label="历史最高" fen={highestPrice} at={highestAt} tone="up" siteId={siteId} />
        <Stat label="618 价" fen={price618} at={price618At} siteId={siteId} />
        <Stat label="双11 价" fen={price1111} at={price1111At} siteId={siteId} />
      </StyledStats>
      <StyledStats data-columns="3">
        <Stat label="30 天最低" fen={lowest30} siteId={siteId} />
        <Stat label="60 天最低" fen={lowest60} siteId={siteId} />
        <Stat label="180 天最低" fen={lowest180} siteId={siteId} />
      </StyledStats>
      {isRaisedBeforeSale && (
        <StyledWarning role="note">
          <strong>
            <WarningIcon />
            先涨后降
          </strong>
          <p>{raisedBeforeSaleNote ?? RAISED_BEFORE_SALE_TEXT}</p>
        </StyledWarning>
      )}
    </StyledPriceSummary>
  );
}
