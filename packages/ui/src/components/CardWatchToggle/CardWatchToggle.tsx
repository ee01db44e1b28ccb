import type { HTMLAttributes } from 'react';
import { Link } from '../Link';
import { StyledVisuallyHidden } from '../PriceTag';
import type { WatchButtonState } from '../WatchButton';
import { HeartIcon } from '../WatchButton/WatchIcons';
import { StyledCardWatch, StyledError, StyledToggle } from './CardWatchToggle.styles';

/** Props of {@link CardWatchToggle}. */
export interface CardWatchToggleProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Where the 收藏 stands. */
  state: WatchButtonState;
  /** The product's title, which completes the control's name: 「收藏 商品名」. */
  productTitle: string;
  /** Why the last attempt failed, shown under the control in state 'error'. */
  error?: string | null;
  /** The collection page, where 已收藏 leads. */
  collectionHref: string;
  /** Called when 收藏 is pressed (not while a 收藏 is on its way). */
  onSave: () => void;
}

/**
 * A product card's compact 收藏 (`ProductCard`'s `watchToggle`): one press saves the product;
 * once saved, 已收藏 leads to the collection. After a refusal the server's line shows under it.
 */
export function CardWatchToggle({
  state,
  productTitle,
  error,
  collectionHref,
  onSave,
  ...rest
}: CardWatchToggleProps) {
  const isSaving = state === 'saving';
  const product = <StyledVisuallyHidden>{` ${productTitle}`}</StyledVisuallyHidden>;
  return (
    <StyledCardWatch data-state={state} {...rest}>
      {state === 'saved' ? (
        <StyledToggle as={Link} href={collectionHref} data-saved="true">
          <HeartIcon isFilled />
          已收藏
          {product}
        </StyledToggle>
      ) : (
        <StyledToggle
          type="button"
          aria-busy={isSaving || undefined}
          aria-disabled={isSaving || undefined}
          onClick={() => {
            if (!isSaving) onSave();
          }}
        >
          <HeartIcon />
          {isSaving ? '收藏中…' : '收藏'}
          {product}
        </StyledToggle>
      )}
      {state === 'error' && error && <StyledError role="alert">{error}</StyledError>}
    </StyledCardWatch>
  );
}
