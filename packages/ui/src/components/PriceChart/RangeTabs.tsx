import { useRef, type KeyboardEvent } from 'react';
import { PRICE_RANGES, type PriceRange } from './priceTypes';
import { StyledTab, StyledTabs } from './RangeTabs.styles';

/** Props of {@link RangeTabs}. */
export interface RangeTabsProps {
  /** The range shown now. */
  range: PriceRange;
  /** Called with the range the visitor picked. */
  onRangeChange: (event: { range: PriceRange }) => void;
  /** Prefix for the tab ids; the panel's id is `${idPrefix}-panel`. */
  idPrefix: string;
}

/** The id of a range's tab, for the panel's aria-labelledby. */
export function rangeTabId(idPrefix: string, range: PriceRange): string {
  return `${idPrefix}-tab-${range}`;
}

/** Tabs 近1月 · 3月 · 半年 · 1年 · 全部; arrow keys, Home and End move and select. */
export function RangeTabs({ range, onRangeChange, idPrefix }: RangeTabsProps) {
  const tabsRef = useRef<HTMLDivElement>(null);
  const current = PRICE_RANGES.findIndex((item) => item.range === range);

  function select(index: number) {
    const next = PRICE_RANGES[index];
    if (!next) return;
    tabsRef.current?.querySelectorAll('button')[index]?.focus();
    if (next.range !== range) onRangeChange({ range: next.range });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = PRICE_RANGES.length - 1;
    const buttons = [...(tabsRef.current?.querySelectorAll('button') ?? [])];
    const focused = buttons.findIndex((button) => button === event.target);
    const from = focused >= 0 ? focused : current;
    const targets: Record<string, number> = {
      ArrowRight: from >= last ? 0 : from + 1,
      ArrowLeft: from <= 0 ? last : from - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <StyledTabs ref={tabsRef} role="tablist" aria-label="价格时间范围" onKeyDown={handleKeyDown}>
      {PRICE_RANGES.map((item, index) => {
        const isSelected = item.range === range;
        return (
          <StyledTab
            key={item.range}
            type="button"
            role="tab"
            id={rangeTabId(idPrefix, item.range)}
            aria-selected={isSelected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => select(index)}
          >
            {item.label}
          </StyledTab>
        );
      })}
    </StyledTabs>
  );
}
