import { SITES } from '@pricetrail/core';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@pricetrail/ui';
import { StyledCheck, StyledForm } from './ListFilters.styles';

/** The filters a shopper can set; prices in fen, the drop in percent. */
export interface ListFilterValues {
  /** Only this store. */
  siteId?: number;
  /** Smallest drop in percent (lists that offer it). */
  minDrop?: number;
  /** Lowest price. */
  minPrice?: number;
  /** Highest price. */
  maxPrice?: number;
  /** Only products at their historical low. */
  isLowestOnly: boolean;
  /** Only products a shopper can buy now (仅看有货). */
  isInStockOnly: boolean;
}

/** Props of {@link ListFilters}. */
export interface ListFiltersProps {
  /** The filters in use. */
  value: Partial<ListFilterValues>;
  /** The smallest drops (%) offered by a 降幅 choice; none hides it. */
  dropChoices?: readonly number[];
  /** Called with the filters when the shopper applies them. */
  onApply: (filters: ListFilterValues) => void;
}

// Prices are compared in 元 across stores, so only the mainland stores are offered.
const STORES = SITES.filter((site) => site.currency === 'CNY');

const toYuan = (fen: number | undefined): string => (fen === undefined ? '' : String(fen / 100));

function toFen(yuan: string): number | undefined {
  const value = Number(yuan);
  return yuan.trim() && Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : undefined;
}

/**
 * Store, drop size (where offered), price range, 只看历史最低 and 仅看有货, applied with one
 * button.
 */
export function ListFilters({ value, dropChoices, onApply }: ListFiltersProps) {
  const id = useId();
  const [siteId, setSiteId] = useState(value.siteId === undefined ? '' : String(value.siteId));
  const [drop, setDrop] = useState(value.minDrop === undefined ? '' : String(value.minDrop));
  const [min, setMin] = useState(toYuan(value.minPrice));
  const [max, setMax] = useState(toYuan(value.maxPrice));
  const [isLowestOnly, setLowestOnly] = useState(Boolean(value.isLowestOnly));
  const [isInStockOnly, setInStockOnly] = useState(Boolean(value.isInStockOnly));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const low = toFen(min);
    const high = toFen(max);
    const isSwapped = low !== undefined && high !== undefined && low > high;
    onApply({
      siteId: siteId ? Number(siteId) : undefined,
      ...(dropChoices ? { minDrop: drop ? Number(drop) : undefined } : {}),
      minPrice: isSwapped ? high : low,
      maxPrice: isSwapped ? low : high,
      isLowestOnly,
      isInStockOnly,
    });
  }

  return (
    <StyledForm aria-label="筛选" onSubmit={handleSubmit}>
      <label htmlFor={`${id}-site`}>
        商城
        <select id={`${id}-site`} value={siteId} onChange={(e) => setSiteId(e.target.value)}>
          <option value="">全部商城</option>
          {STORES.map((site) => (
            <option key={site.id} value={site.id}>
              {site.name}
            </option>
          ))}
        </select>
      </label>
      {dropChoices ? (
        <label htmlFor={`${id}-drop`}>
          降幅
          <select id={`${id}-drop`} value={drop} onChange={(e) => setDrop(e.target.value)}>
            <option value="">不限</option>
            {dropChoices.map((percent) => (
              <option key={percent} value={percent}>
                {percent}% 以上
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label htmlFor={`${id}-min`}>
        最低价（元）
        <input
          id={`${id}-min`}
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          value={min}
          onChange={(e) => setMin(e.target.value)}
        />
      </label>
      <label htmlFor={`${id}-max`}>
        最高价（元）
        <input
          id={`${id}-max`}
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          value={max}
          onChange={(e) => setMax(e.target.value)}
        />
      </label>
      <StyledCheck>
        <input
          type="checkbox"
          checked={isLowestOnly}
          onChange={(e) => setLowestOnly(e.target.checked)}
        />
        只看历史最低
      </StyledCheck>
      <StyledCheck>
        <input
          type="checkbox"
          checked={isInStockOnly}
          onChange={(e) => setInStockOnly(e.target.checked)}
        />
        仅看有货
      </StyledCheck>
      <Button shape="rect" variant="primary" type="submit">
        筛选
      </Button>
    </StyledForm>
  );
}
