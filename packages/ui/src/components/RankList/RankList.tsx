import type { HTMLAttributes } from 'react';
import { formatWan } from '@pricetrail/core';
import { LazyImage } from '../LazyImage';
import { PriceTag, StoreBadge, StyledCardLink, StyledCardTitle } from '../PriceTag';
import { RankMoveBadge, type RankMove } from './RankMoveBadge';
import {
  StyledEmpty,
  StyledFigure,
  StyledInfo,
  StyledItem,
  StyledList,
  StyledMedia,
  StyledMeta,
  StyledRank,
} from './RankList.styles';

/** How many leading places are highlighted. */
export const RANK_HIGHLIGHTED = 3;

/** One ranked product. */
export interface RankItem {
  /** Stable key, usually the dp id. */
  id: string;
  /** Product title; clamped to two lines. */
  title: string;
  /** The product's page. */
  href: string;
  /** Product picture. */
  imageSrc: string;
  /** Store id: names the store and picks the currency. */
  siteId: number;
  /** Final price, in fen. */
  price: number;
  /** Number sold, shown as '已售5.20万'. */
  salesCount?: number;
  /** The list's own figure, e.g. '降幅 18%' or '浏览 1.28万'. */
  figure?: string;
  /** Its move since yesterday's list; none shown when absent. */
  move?: RankMove | null;
}

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Props of {@link RankList}. */
export interface RankListProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Products in rank order. */
  items: readonly RankItem[];
  /** Rank of the first item, for later pages; 1 by default. */
  startRank?: number;
  /** Accessible name of the list, e.g. '手机销量榜'. */
  label?: string;
  /** Text shown when there are no items. */
  emptyText?: string;
  /** Open the product links in a new tab (a ranking shown in a frame inside a store's page). */
  isOpeningNewTab?: boolean;
}

/** A ranking: numbered products, the top three highlighted, each row one link. */
export function RankList({
  items,
  startRank = 1,
  label = '排行榜',
  emptyText = '暂无榜单数据',
  isOpeningNewTab = false,
  ...rest
}: RankListProps) {
  if (items.length === 0) return <StyledEmpty {...rest}>{emptyText}</StyledEmpty>;

  return (
    <StyledList aria-label={label} start={startRank} {...rest}>
      {items.map((item, index) => {
        const rank = startRank + index;
        return (
          <StyledItem key={item.id} data-top={rank <= RANK_HIGHLIGHTED ? rank : undefined}>
            {/* The ordered list already announces the position. */}
            <StyledRank aria-hidden="true">{rank}</StyledRank>
            <StyledMedia>
              <LazyImage src={item.imageSrc} alt={item.title} width={400} height={400} />
            </StyledMedia>
            <StyledInfo>
              <StyledCardTitle>
                <StyledCardLink href={item.href} {...(isOpeningNewTab && NEW_TAB)}>
                  {item.title}
                </StyledCardLink>
              </StyledCardTitle>
              <StyledMeta>
                <StoreBadge siteId={item.siteId} />
                {item.salesCount !== undefined && <span>已售{formatWan(item.salesCount)}</span>}
                {item.figure !== undefined && <StyledFigure>{item.figure}</StyledFigure>}
                {item.move && <RankMoveBadge move={item.move} />}
              </StyledMeta>
            </StyledInfo>
            <PriceTag price={item.price} siteId={item.siteId} size="sm" />
          </StyledItem>
        );
      })}
    </StyledList>
  );
}
