import type { ModerationKind, ModerationStore } from '@pricetrail/services';
import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import { StyledCard } from '../account/AccountLayout.styles';
import { StyledItem, StyledMeta, StyledQueue } from './ModerationPage.styles';
import { VerdictControls } from './VerdictControls';

/** Props of {@link QueueSection}. */
export interface QueueSectionProps<T extends { readonly id: number }> {
  /** The page's store. */
  store: ModerationStore;
  /** What the items are, for their verdicts. */
  kind: ModerationKind;
  /** The heading before the count, e.g. '待审核晒单'. */
  title: string;
  /** The items awaiting a verdict, oldest first. */
  items: readonly T[];
  /** The line shown when there are none, e.g. '暂无待审核晒单'. */
  emptyText: string;
  /** What one item is called in its label and buttons, e.g. '晒单 3'. */
  nameOf: (item: T) => string;
  /** One item's meta line and body; the verdict controls follow them. */
  renderItem: (item: T) => ReactNode;
}

function QueueSectionView<T extends { readonly id: number }>({
  store,
  kind,
  title,
  items,
  emptyText,
  nameOf,
  renderItem,
}: QueueSectionProps<T>) {
  const headingId = useId();
  return (
    <StyledCard aria-labelledby={headingId}>
      <h2 id={headingId}>
        {title}（{items.length}）
      </h2>
      {items.length === 0 ? <StyledMeta>{emptyText}</StyledMeta> : null}
      <StyledQueue>
        {items.map((item) => (
          <StyledItem key={item.id} aria-label={nameOf(item)}>
            {renderItem(item)}
            <VerdictControls store={store} kind={kind} id={item.id} name={nameOf(item)} />
          </StyledItem>
        ))}
      </StyledQueue>
    </StyledCard>
  );
}

// `observer` returns a plain function component, which would drop the item type parameter.
/** One moderation queue: a titled card with its count, an empty line, and each item with its verdict. */
export const QueueSection = observer(QueueSectionView) as typeof QueueSectionView;
