import { useId, type HTMLAttributes } from 'react';
import { formatPrice } from '@pricetrail/core';
import { LazyImage } from '../LazyImage';
import { Link } from '../Link';
import { StyledBadge, StyledCardLink, StyledVisuallyHidden, timeAgo } from '../PriceTag';
import {
  StyledAction,
  StyledBody,
  StyledHead,
  StyledMedia,
  StyledNotice,
  StyledPrices,
  StyledText,
  StyledTitle,
  StyledUnreadDot,
} from './NoticeItem.styles';
import { NoticeIcon } from './NoticeIcon';

/** What a notice is about: a watch condition met, a 价保 claim, a follow's digest, or a channel test. */
export type NoticeItemKind =
  | 'drop'
  | 'target'
  | 'percent'
  | 'lowest'
  | 'lowest_days'
  | 'rise'
  | 'restock'
  | 'protect'
  | 'follow'
  | 'test';

/** The tag's tone: a rise in the brand's colour, price drops green, the rest muted. */
function kindTone(kind: NoticeItemKind): string | undefined {
  if (kind === 'protect' || kind === 'test') return 'muted';
  return kind === 'rise' ? undefined : 'down';
}

const KIND_LABELS: Record<NoticeItemKind, string> = {
  drop: '降价',
  target: '到达目标价',
  percent: '降幅达标',
  lowest: '历史新低',
  lowest_days: '近期最低',
  rise: '涨价',
  restock: '到货',
  protect: '价保',
  follow: '关注',
  test: '测试',
};

/** Props of {@link NoticeItem}. */
export interface NoticeItemProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'title'> {
  /** The notice's id, passed back to `onOpen` and `onMarkRead`. */
  id: string;
  /** What it is about; named in its tag. */
  kind: NoticeItemKind;
  /** Its one-line title; the link's name, clamped to two lines. */
  title: string;
  /** A few plain-text lines under the title. */
  text: string;
  /** Where it leads. */
  href: string;
  /** When it was written (epoch seconds), shown as how long ago ('20分钟前'), then as the day. */
  createdAt: number;
  /** The clock (epoch seconds) that 'how long ago' counts from. */
  now: number;
  /** The product's picture; a broken one shows the 'loading' placeholder, none a message icon. */
  imageSrc?: string;
  /** Store id, which picks the currency symbol. */
  siteId?: number;
  /** The price that alerted, in fen. */
  price?: number;
  /** The price before it, in fen; the drop is shown when lower now. */
  previousPrice?: number;
  /** 价保: what the shopper may claim back, in fen. */
  claimAmount?: number;
  /** Whether the shopper has read it; unread ones are marked. */
  isRead: boolean;
  /** Called when the shopper follows its link. */
  onOpen?: (event: { id: string }) => void;
  /** Called on 标为已读; the button shows on unread notices only when given. */
  onMarkRead?: (event: { id: string }) => void;
}

/** One notice of the notice centre: picture, tag, time, title link, text, prices and 可申请 for 价保. */
export function NoticeItem({
  id,
  kind,
  title,
  text,
  href,
  createdAt,
  now,
  imageSrc,
  siteId,
  price,
  previousPrice,
  claimAmount,
  isRead,
  onOpen,
  onMarkRead,
  ...rest
}: NoticeItemProps) {
  const titleId = useId();
  const money = (fen: number) => formatPrice(fen, siteId);
  const drop = price !== undefined && previousPrice !== undefined ? previousPrice - price : 0;

  return (
    <StyledNotice data-read={isRead || undefined} aria-labelledby={titleId} {...rest}>
      <StyledMedia>
        {imageSrc ? <LazyImage src={imageSrc} alt="" width={160} height={160} /> : <NoticeIcon />}
      </StyledMedia>
      <StyledBody>
        <StyledHead>
          {!isRead && <StyledUnreadDot aria-hidden="true" />}
          <StyledBadge data-tone={kindTone(kind)}>{KIND_LABELS[kind]}</StyledBadge>
          {!isRead && <StyledVisuallyHidden>未读</StyledVisuallyHidden>}
          <time dateTime={new Date(createdAt * 1000).toISOString()}>{timeAgo(createdAt, now)}</time>
        </StyledHead>
        <StyledTitle id={titleId}>
          <StyledCardLink as={Link} href={href} onClick={() => onOpen?.({ id })}>
            {title}
          </StyledCardLink>
        </StyledTitle>
        <StyledText>{text}</StyledText>
        {(price !== undefined || claimAmount !== undefined) && (
          <StyledPrices>
            {price !== undefined && <strong>{money(price)}</strong>}
            {drop > 0 && <StyledBadge data-tone="down">降 {money(drop)}</StyledBadge>}
            {drop < 0 && kind === 'rise' && <StyledBadge>涨 {money(-drop)}</StyledBadge>}
            {claimAmount !== undefined && claimAmount > 0 && (
              <StyledBadge data-tone="solid">可申请 {money(claimAmount)}</StyledBadge>
            )}
          </StyledPrices>
        )}
      </StyledBody>
      {!isRead && onMarkRead && (
        <StyledAction type="button" aria-describedby={titleId} onClick={() => onMarkRead({ id })}>
          标为已读
        </StyledAction>
      )}
    </StyledNotice>
  );
}
