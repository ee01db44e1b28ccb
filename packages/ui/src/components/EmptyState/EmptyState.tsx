import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from '../Link';
import {
  StyledAction,
  StyledDescription,
  StyledEmptyState,
  StyledIcon,
  StyledTitle,
} from './EmptyState.styles';
import { EmptyStateIcon, type EmptyStateIconName } from './EmptyStateIcon';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** What is empty, e.g. '还没有收藏的商品'. */
  title: ReactNode;
  /** A sentence on why, or what to do next. */
  description?: ReactNode;
  /** One of the kit's pictures (default 'empty'), or any decorative element. */
  icon?: EmptyStateIconName | ReactNode;
  /** Label of the one next step, shown as a link with `actionHref` or a button with `onAction`. */
  actionLabel?: string;
  /** Where the next step leads; makes the action a link. */
  actionHref?: string;
  /** Called when the action button is pressed (used when there is no `actionHref`). */
  onAction?: () => void;
  /** Heading level of the title: h1 when the empty state is the whole page. */
  titleAs?: 'h1' | 'h2' | 'h3';
}

const ICON_NAMES: readonly string[] = ['empty', 'search', 'collection', 'notFound'];

function isIconName(icon: unknown): icon is EmptyStateIconName {
  return typeof icon === 'string' && ICON_NAMES.includes(icon);
}

/** A friendly block for a list or page with nothing to show: picture, title, hint and one action. */
export function EmptyState({
  title,
  description,
  icon = 'empty',
  actionLabel,
  actionHref,
  onAction,
  titleAs = 'h2',
  ...rest
}: EmptyStateProps) {
  return (
    <StyledEmptyState {...rest}>
      <StyledIcon>{isIconName(icon) ? <EmptyStateIcon name={icon} /> : icon}</StyledIcon>
      <StyledTitle as={titleAs}>{title}</StyledTitle>
      {description && <StyledDescription>{description}</StyledDescription>}
      {actionLabel && actionHref && (
        <StyledAction as={Link} href={actionHref}>
          {actionLabel}
        </StyledAction>
      )}
      {actionLabel && !actionHref && onAction && (
        <StyledAction type="button" onClick={() => onAction()}>
          {actionLabel}
        </StyledAction>
      )}
    </StyledEmptyState>
  );
}
