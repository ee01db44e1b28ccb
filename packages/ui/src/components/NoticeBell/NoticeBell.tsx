import type { AnchorHTMLAttributes } from 'react';
import { Link } from '../Link';
import { StyledVisuallyHidden } from '../PriceTag';
import { StyledBadge, StyledBell } from './NoticeBell.styles';
import { NoticeBellIcon } from './NoticeBellIcon';

/** The highest count the badge shows in full; more reads '99+'. */
export const NOTICE_BADGE_MAX = 99;

/** Props of {@link NoticeBell}. */
export interface NoticeBellProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'children'
> {
  /** Where it leads: the notice centre. */
  href: string;
  /** Unread notices; a badge shows above zero, none while unknown (null). */
  unread?: number | null;
}

/** The header's bell: a link to the notice centre with the unread count on it (「消息中心，3 条未读」). */
export function NoticeBell({ href, unread, ...rest }: NoticeBellProps) {
  const count = unread ?? 0;
  const badge = count > NOTICE_BADGE_MAX ? `${NOTICE_BADGE_MAX}+` : String(count);
  return (
    <StyledBell as={Link} href={href} data-unread={count > 0 || undefined} {...rest}>
      <NoticeBellIcon />
      <StyledVisuallyHidden>消息中心{count > 0 && `，${badge} 条未读`}</StyledVisuallyHidden>
      {count > 0 && <StyledBadge aria-hidden="true">{badge}</StyledBadge>}
    </StyledBell>
  );
}
