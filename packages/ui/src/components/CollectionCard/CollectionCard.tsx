import { useId, type HTMLAttributes } from 'react';
import { formatDottedDay, formatPrice } from '@pricetrail/core';
import { LazyImage } from '../LazyImage';
import { PriceTag, StoreBadge, StyledBadge, StyledCardLink, StyledCardTitle } from '../PriceTag';
import {
  StyledAction,
  StyledActions,
  StyledCard,
  StyledFacts,
  StyledInfo,
  StyledMedia,
  StyledMissing,
  StyledTags,
} from './CollectionCard.styles';
import type { AlertCondition } from '../TargetPriceForm';
import { alertLine } from './alertLine';
import { priceChange } from './priceChange';

/** Props of {@link CollectionCard}. */
export interface CollectionCardProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'title'
> {
  /** The saved item's id, passed back to `onRemove` and `onEditTarget`. */
  id: string;
  /** Product title; clamped to two lines. */
  title: string;
  /** Where the card leads, usually the product page. */
  href: string;
  /** Product picture; a broken one shows the 'no image' placeholder (behaviour.md §2). */
  imageSrc: string;
  /** Store id: names the store and picks the currency. */
  siteId: number;
  /** Price when the item was saved, in fen; absent when the product had none then. */
  savedPrice?: number;
  /** Price now, in fen; absent while the product has none (暂无报价). */
  price?: number;
  /** The drop since saving as a percentage with one decimal (12.5); computed from the prices when absent. */
  dropPercent?: number;
  /** All-time low, in fen. */
  lowestPrice?: number;
  /** When the all-time low was seen (epoch seconds). */
  lowestAt?: number;
  /** The price the shopper waits for, in fen (condition 低于目标价). */
  targetPrice?: number;
  /** When the item alerts; 低于目标价 with a target, else 任意降价, when absent. */
  alert?: AlertCondition;
  /** The drop in percent that alerts (condition 降幅达到 N%). */
  alertPercent?: number;
  /** The N of 近 N 天最低 (condition 'lowest_days'). */
  alertDays?: number;
  /** At most one alert per this many hours; absent: no limit. */
  alertIntervalHours?: number;
  /** The condition counts the same goods in every store (全网同款). */
  allStores?: boolean;
  /** The shopper's group (tag) for the item. */
  group?: string;
  /** When the item was saved (epoch seconds). */
  savedAt?: number;
  /** Called when the user removes the item from the collection. */
  onRemove?: (event: { id: string }) => void;
  /** Called when the user asks to change the alert condition (and group). */
  onEditTarget?: (event: { id: string }) => void;
  /** Whether a removal is under way; the button waits. */
  isRemoving?: boolean;
}

/**
 * A saved product on the mine/collection page: today's price against the price when saved (the
 * drop in ¥ and %), the all-time low, the alert condition in one line, the group, and its actions.
 */
export function CollectionCard({
  id,
  title,
  href,
  imageSrc,
  siteId,
  savedPrice,
  price,
  dropPercent,
  lowestPrice,
  lowestAt,
  targetPrice,
  alert = targetPrice === undefined ? 'drop' : 'target',
  alertPercent,
  alertDays,
  alertIntervalHours,
  allStores = false,
  group,
  savedAt,
  onRemove,
  onEditTarget,
  isRemoving = false,
  ...rest
}: CollectionCardProps) {
  const titleId = useId();
  const change = priceChange(savedPrice, price, dropPercent);
  const money = (fen: number) => formatPrice(fen, siteId);
  const isAtLowest = price !== undefined && lowestPrice !== undefined && price <= lowestPrice;
  const isAtTarget =
    alert === 'target' && price !== undefined && targetPrice !== undefined && price <= targetPrice;

  return (
    <StyledCard {...rest}>
      <StyledMedia>
        <LazyImage src={imageSrc} alt={title} width={400} height={400} fallback="noImage" />
      </StyledMedia>
      <StyledInfo>
        <StyledCardTitle id={titleId}>
          <StyledCardLink href={href}>{title}</StyledCardLink>
        </StyledCardTitle>
        <StyledTags>
          <StoreBadge siteId={siteId} />
          {group && <StyledBadge data-tone="muted">{group}</StyledBadge>}
          {change && (
            <StyledBadge data-tone={change.direction === 'down' ? 'down' : 'brand'}>
              {change.direction === 'down' ? '已降价' : '已涨价'} {money(change.amount)}
              {change.percent && `（${change.percent}）`}
            </StyledBadge>
          )}
          {isAtLowest && <StyledBadge data-tone="solid">历史最低</StyledBadge>}
          {isAtTarget && <StyledBadge data-tone="down">已到目标价</StyledBadge>}
        </StyledTags>
        {price === undefined ? (
          <StyledMissing>暂无报价</StyledMissing>
        ) : (
          <PriceTag price={price} siteId={siteId} label="现价" size="sm" />
        )}
        <StyledFacts>
          <div>
            <dt>收藏时</dt>
            <dd>
              {savedPrice === undefined ? '—' : money(savedPrice)}
              {savedAt !== undefined && ` · ${formatDottedDay(savedAt)}`}
            </dd>
          </div>
          {lowestPrice !== undefined && (
            <div>
              <dt>历史最低</dt>
              <dd>
                {money(lowestPrice)}
                {lowestAt !== undefined && ` · ${formatDottedDay(lowestAt)}`}
              </dd>
            </div>
          )}
          <div data-kind="alert" data-alert={alert}>
            <dt>提醒</dt>
            <dd>
              {alertLine(
                {
                  alert,
                  targetPrice,
                  alertPercent,
                  alertDays,
                  intervalHours: alertIntervalHours,
                  allStores,
                },
                money,
              )}
            </dd>
          </div>
        </StyledFacts>
        {(onEditTarget || onRemove) && (
          <StyledActions>
            {onEditTarget && (
              <StyledAction
                type="button"
                aria-describedby={titleId}
                onClick={() => onEditTarget({ id })}
              >
                修改提醒
              </StyledAction>
            )}
            {onRemove && (
              <StyledAction
                type="button"
                data-variant="danger"
                aria-describedby={titleId}
                aria-busy={isRemoving || undefined}
                disabled={isRemoving}
                onClick={() => onRemove({ id })}
              >
                删除
              </StyledAction>
            )}
          </StyledActions>
        )}
      </StyledInfo>
    </StyledCard>
  );
}
