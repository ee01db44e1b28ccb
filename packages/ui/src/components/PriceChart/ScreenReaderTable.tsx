import { formatIsoDay, formatPrice } from '@pricetrail/core';
import type { PriceAt, PriceExtremes } from './extremes';
import type { MonthlyLow } from './monthlyLows';
import { StyledScreenReaderTable } from './PriceChart.styles';

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

/** The chart's numbers as a table that only screen readers see. */
export function ScreenReaderTable({
  caption,
  current,
  currentList,
  history,
  months,
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
        </tbody>
      </table>
    </StyledScreenReaderTable>
  );
}
