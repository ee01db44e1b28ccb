import { useEffect, useId, useRef, useState, type HTMLAttributes, type KeyboardEvent } from 'react';
import { fenToYuanText } from '@pricetrail/core';
import { Link } from '../Link';
import { StyledVisuallyHidden } from '../PriceTag';
import { TargetPriceForm, type AlertCondition } from '../TargetPriceForm';
import {
  StyledContent,
  StyledError,
  StyledMain,
  StyledPanel,
  StyledRow,
  StyledText,
  StyledToggle,
  StyledWatch,
} from './WatchButton.styles';
import { BellIcon, HeartIcon } from './WatchIcons';
import { watchToggleLabel } from './watchToggleLabel';

/** Where a 收藏 stands: not saved, on its way, saved, or the last attempt failed (not saved). */
export type WatchButtonState = 'idle' | 'saving' | 'saved' | 'error';

/** Props of {@link WatchButton}. */
export interface WatchButtonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Where the 收藏 stands. */
  state: WatchButtonState;
  /** The saved item's target price in fen; absent: any drop. */
  targetPrice?: number;
  /** The saved item's condition, named on the 降价提醒 button; absent: its target, else any drop. */
  alert?: AlertCondition;
  /** The drop in percent that alerts (condition 'percent'). */
  alertPercent?: number;
  /** The N of 近 N 天最低 (condition 'lowest_days'). */
  alertDays?: number;
  /** Whether the saved item counts the same goods in every store (全网同款). */
  allStores?: boolean;
  /** How many listings of the same goods other stores have; the form offers 全网同款 when above 0. */
  otherStores?: number;
  /** Today's price in fen, named in the target form's hint. */
  currentPrice?: number;
  /** Store id, which picks the currency symbol. */
  siteId?: number;
  /** Why the last attempt failed. */
  error?: string | null;
  /** What is wrong with the target typed; keeps the form open. */
  targetError?: string | null;
  /** The collection page, where 已收藏 leads. */
  collectionHref: string;
  /** Called with the target typed in yuan ('' from the 收藏 button: any drop) and the 全网同款 choice. */
  onSave: (event: { targetPrice: string; allStores: boolean }) => void;
}

/**
 * 收藏 / 降价提醒 beside a product's price: saves it at once, or opens a target-price form under
 * the buttons. Once saved, 已收藏 leads to the collection, the second button names the condition
 * and the target can be changed. The two buttons share the row equally whatever they say, so a
 * state read in after the page is shown moves nothing.
 */
export function WatchButton({
  state,
  targetPrice,
  alert,
  alertPercent,
  alertDays,
  allStores = false,
  otherStores,
  currentPrice,
  siteId,
  error,
  targetError,
  collectionHref,
  onSave,
  ...rest
}: WatchButtonProps) {
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [shownState, setShownState] = useState(state);
  const isSaving = state === 'saving';
  const isSaved = state === 'saved';
  const toggleLabel = watchToggleLabel({
    isSaved,
    alert,
    targetPrice,
    alertPercent,
    alertDays,
    siteId,
  });

  // A save that got under way closes the form (a refused target leaves the state alone).
  if (state !== shownState) {
    setShownState(state);
    if (state === 'saving') setIsOpen(false);
  }

  const wasOpen = useRef(false);
  useEffect(() => {
    if (isOpen) panelRef.current?.querySelector('input')?.focus();
    else if (wasOpen.current) toggleRef.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !isOpen || event.nativeEvent.isComposing) return;
    event.stopPropagation();
    setIsOpen(false);
  };

  return (
    <StyledWatch data-state={state} onKeyDown={handleKeyDown} {...rest}>
      <StyledRow>
        {isSaved ? (
          <StyledMain as={Link} href={collectionHref} data-saved="true">
            <StyledContent>
              <HeartIcon isFilled />
              <StyledText>已收藏</StyledText>
            </StyledContent>
            <StyledVisuallyHidden>，查看我的收藏</StyledVisuallyHidden>
          </StyledMain>
        ) : (
          <StyledMain
            type="button"
            aria-busy={isSaving || undefined}
            aria-disabled={isSaving || undefined}
            onClick={() => {
              if (!isSaving) onSave({ targetPrice: '', allStores: false });
            }}
          >
            <StyledContent>
              <HeartIcon />
              <StyledText>{isSaving ? '收藏中…' : '收藏'}</StyledText>
            </StyledContent>
          </StyledMain>
        )}
        <StyledToggle
          ref={toggleRef}
          type="button"
          aria-expanded={isOpen}
          aria-controls={isOpen ? panelId : undefined}
          aria-disabled={isSaving || undefined}
          onClick={() => {
            if (!isSaving) setIsOpen((open) => !open);
          }}
        >
          {/* Keyed by its words: a new label is drawn afresh where a changed one would move
              (centred), which the browser counts as a layout shift. */}
          <StyledContent key={toggleLabel}>
            <BellIcon />
            <StyledText>{toggleLabel}</StyledText>
          </StyledContent>
        </StyledToggle>
      </StyledRow>
      {error && <StyledError role="alert">{error}</StyledError>}
      {isOpen && (
        <StyledPanel ref={panelRef} id={panelId} role="group" aria-label="降价提醒">
          <TargetPriceForm
            defaultTargetPrice={targetPrice === undefined ? '' : fenToYuanText(targetPrice)}
            otherStores={otherStores}
            defaultAllStores={allStores}
            currentPrice={currentPrice}
            siteId={siteId}
            error={targetError}
            isBusy={isSaving}
            submitLabel={isSaved ? '保存目标价' : '收藏并提醒'}
            onSave={(values) =>
              onSave({ targetPrice: values.targetPrice, allStores: values.allStores })
            }
            onCancel={() => setIsOpen(false)}
          />
        </StyledPanel>
      )}
    </StyledWatch>
  );
}
