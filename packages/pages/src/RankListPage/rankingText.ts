import { formatWan } from '@pricetrail/core';
import type { RankedItem, RankingList, RankingsStore } from '@pricetrail/services';
import type { RankItem } from '@pricetrail/ui';
import { paths } from '../paths';

/** Each list's tab title. */
export const LIST_TITLES: Record<RankingList, string> = {
  drop: '降价榜',
  hot: '热门榜',
  watched: '收藏榜',
  sales: '销量榜',
};

/** What each list ranks by, said under the tabs. */
export const LIST_NOTES: Record<RankingList, string> = {
  drop: '今天到手价比前 30 天每日价格的中位数降得最多的真降价，先涨后降的不算。',
  hot: '近 7 天商品页被浏览次数最多的商品（只计次数，不记录是谁浏览）。',
  watched: '被最多人加入收藏的商品。',
  sales: '按我们收录到的商城销量排列。',
};

const FIGURES: Record<RankingList, (value: number) => string> = {
  drop: (value) => `降幅 ${Number.isInteger(value) ? value : value.toFixed(1)}%`,
  hot: (value) => `浏览 ${formatWan(value)}`,
  watched: (value) => `收藏 ${formatWan(value)}`,
  sales: (value) => `销量 ${formatWan(value)}`,
};

/** A ranked product as a row of the list: its figure in words and its move. */
export function rankRow(list: RankingList, item: RankedItem): RankItem {
  return {
    id: item.product.dpId,
    title: item.product.title,
    href: paths.history(item.product.dpId),
    imageSrc: item.product.imageUrl ?? '',
    siteId: item.product.siteId,
    price: item.price,
    figure: FIGURES[list](item.value),
    move: item.move,
  };
}

const RANKINGS_ABOUT = '降价榜、热门榜、收藏榜、销量榜，以及每件商品比昨天的名次变化';

/** The page's description: the list shown, how many made it and its first product, then what the lists are. */
export function rankingDescription({ query, result, category }: RankingsStore): string {
  const first = result?.[0];
  if (!query || !result || !first) return RANKINGS_ABOUT;
  const list = `${category?.name ?? ''}${LIST_TITLES[query.list]}`;
  return `${list}共 ${result.length} 件上榜，第 1 名：${first.product.title}。${RANKINGS_ABOUT}`;
}
