import type { ModerationStatus } from '@pricetrail/services';
import { StyledStateBadge } from './StateBadge.styles';

/** Props of {@link ModerationBadge}. */
export interface ModerationBadgeProps {
  /** Where the author's post stands with the operators. */
  status: ModerationStatus;
}

/** 审核中 or 未通过审核 for the author of a post not shown yet; nothing once approved. */
export function ModerationBadge({ status }: ModerationBadgeProps) {
  if (status === 'pending') return <StyledStateBadge data-state="pending">审核中</StyledStateBadge>;
  if (status === 'rejected') {
    return <StyledStateBadge data-state="rejected">未通过审核</StyledStateBadge>;
  }
  return null;
}
