import { formatIsoDay, formatPrice, STOCK_LABEL } from '@pricetrail/core';
import type { PriceAt, PriceExtremes } from './extremes';
import type { MonthlyLow } from './monthlyLows';
import { StyledScreenReaderTable } from './PriceChart.styles';
import type { StockGap } from './priceTypes';

/** Props of {@link ScreenReaderTable}. */
export interface ScreenReaderTableProps {
  /** The table's caption. */
  caption: string;
  /** The newest 到手价 (or 页面价 when that is all there is). */
  current?: PriceAt;
  /** The newest 页面价, listed when it differs from the current price. */
  currentList?: PriceAt;
  /** Lowest and highest over the whole history. */
  history: PriceExtremes | null;
  /** The lowest price of each month in the visible range. */
  months: readonly MonthlyLow[];
  /** Stretches without stock, or on 预售, in the visible range. */
  stockGaps?: readonly StockGap[];
  /** Store id, which picks the currency symbol. */
  siteId?: number;
}

function Row({ label, at, siteId }: { label: string; at: PriceAt; siteId?: number }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{formatPrice(at.fen, siteId)}</td>
      <td>{formatIsoDay(at.ts)}</td>
    </tr>
  );
}

/** A stretch without stock (无货, 下架: 买不到) or on 预售 (付定金), and its dates. */
function GapRow({ gap }: { gap: StockGap }) {
  const until = gap.to === null ? '至今' : `至 ${formatIsoDay(gap.to)}`;
  return (
    <tr>
      <th scope="row">{STOCK_LABEL[gap.state]}</th>
      <td>{gap.state === 'presale' ? '付定金' : '买不到'}</td>
      <td>{`${formatIsoDay(gap.from)} ${until}`}</td>
    </tr>
  );
}

/** The chart's numbers as a table that only screen readers see. */
export function ScreenReaderTable({
  caption,
  current,
  currentList,
  history,
  months,
  stockGaps = [],
  siteId,
}: ScreenReaderTableProps) {
  const hasListRow = currentList !== undefined && currentList.fen !== current?.fen;
  return (
    <StyledScreenReaderTable>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">项目</th>
            <th scope="col">价格</th>
            <th scope="col">日期</th>
          </tr>
        </thead>
        <tbody>
          {current && <Row label="当前价" at={current} siteId={siteId} />}
          {hasListRow && <Row label="当前页面价" at={currentList} siteId={siteId} />}
          {history && <Row label="历史最低" at={history.lowest} siteId={siteId} />}
          {history && <Row label="历史最高" at={history.highest} siteId={siteId} />}
          {months.map((month) => (
            <Row key={month.month} label={`${month.month} 当月最低`} at={month} siteId={siteId} />
          ))}
          {stockGaps.map((gap) => (
            <GapRow key={gap.from} gap={gap} />
          ))}
        </tbody>
      </table>
    </StyledScreenReaderTable>
  );
}
