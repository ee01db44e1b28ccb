import { formatDottedDay, formatPrice } from '@pricetrail/core';
import type { PriceChange } from './priceChanges';
import { StyledChangeList } from './ExtTrendPage.styles';

/** Props of {@link PriceChangeList}. */
export interface PriceChangeListProps {
  /** The changes, newest first. */
  changes: readonly PriceChange[];
  /** Store id, which picks the currency symbol. */
  siteId: number;
}

function stepText(change: number, siteId: number): string {
  return `${change < 0 ? '降' : '涨'} ${formatPrice(Math.abs(change), siteId)}`;
}

/** Each change of price: its day, the new price, the step from the one before, the lowest marked. */
export function PriceChangeList({ changes, siteId }: PriceChangeListProps) {
  if (changes.length === 0) return <p>这段时间没有价格记录</p>;
  return (
    <StyledChangeList>
      {changes.map(({ ts, price, change, isLowest }) => (
        <li key={ts} data-is-lowest={isLowest || undefined}>
          <time dateTime={new Date(ts * 1000).toISOString()}>{formatDottedDay(ts)}</time>
          <span data-part="price">{formatPrice(price, siteId)}</span>
          {change === null ? null : (
            <span data-part="step" data-tone={change < 0 ? 'down' : 'up'}>
              {stepText(change, siteId)}
            </span>
          )}
          {isLowest ? <strong data-part="lowest">最低</strong> : null}
        </li>
      ))}
    </StyledChangeList>
  );
}
