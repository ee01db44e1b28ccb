import { useId, useRef, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { StyledTab, StyledTabList, StyledTabPanel } from './Tabs.styles';

/** One tab title. */
export interface TabItem<V extends string | number> {
  /** The value `onChange` reports when this tab is chosen. */
  value: V;
  /** The visible title. */
  label: ReactNode;
}

/** Props of {@link Tabs}. */
export interface TabsProps<V extends string | number> extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange'
> {
  /** The tab titles, in order. */
  items: readonly TabItem<V>[];
  /** The selected tab's value. */
  value: V;
  /** Called with the tab the shopper picked (click, arrow keys, Home or End). */
  onChange: (change: { value: V }) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Locks the titles: the selected tab stays and the others cannot be chosen. */
  isLocked?: boolean;
  /** Behaviour.md §9 layout for Chrome/Chromium older than 84 (the caller asks core's `needsTabMargin`). */
  hasLegacyMargin?: boolean;
  /** Content of the selected tab's panel. */
  children?: ReactNode;
}

const STEP_KEYS: Record<string, number> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

/** Tab titles over one panel: choosing a title asks the caller to change `value`. */
export function Tabs<V extends string | number>({
  items,
  value,
  onChange,
  label,
  isLocked = false,
  hasLegacyMargin = false,
  children,
  ...rest
}: TabsProps<V>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<V, HTMLButtonElement>());
  const selectedIndex = items.findIndex((item) => item.value === value);
  const selected = items[selectedIndex];
  const tabId = (item: TabItem<V>) => `${baseId}-tab-${item.value}`;
  const panelId = `${baseId}-panel`;

  const choose = (item: TabItem<V> | undefined) => {
    if (!item || isLocked) return;
    tabRefs.current.get(item.value)?.focus();
    if (item.value !== value) onChange({ value: item.value });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = Math.max(selectedIndex, 0);
    const step = STEP_KEYS[event.key];
    let next: TabItem<V> | undefined;
    if (step !== undefined) next = items[(from + step + items.length) % items.length];
    else if (event.key === 'Home') next = items[0];
    else if (event.key === 'End') next = items[items.length - 1];
    else return;
    event.preventDefault();
    choose(next);
  };

  return (
    <div {...rest}>
      <StyledTabList
        role="tablist"
        aria-label={label}
        data-legacy-margin={hasLegacyMargin || undefined}
        onKeyDown={handleKeyDown}
      >
        {items.map((item, index) => {
          const isSelected = index === selectedIndex;
          return (
            <StyledTab
              key={item.value}
              ref={(node) => {
                if (node) tabRefs.current.set(item.value, node);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              aria-disabled={isLocked && !isSelected ? true : undefined}
              tabIndex={isSelected || (selectedIndex < 0 && index === 0) ? 0 : -1}
              onClick={() => choose(item)}
            >
              {item.label}
            </StyledTab>
          );
        })}
      </StyledTabList>
      {selected && (
        <StyledTabPanel role="tabpanel" id={panelId} aria-labelledby={tabId(selected)}>
          {children}
        </StyledTabPanel>
      )}
    </div>
  );
}
