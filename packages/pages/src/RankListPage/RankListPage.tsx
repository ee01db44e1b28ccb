import {
  RANKING_LISTS,
  rankingsView,
  type RankingsStore,
  parseRankingAddress,
  rankingAddress,
  type RankingList,
  type RankingQuery,
} from '@pricetrail/services';
import { useRootStore } from '@pricetrail/services/react';
import { Link, RankList, Tabs } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { StyledCategoryChips } from '../common/CategoryChips.styles';
import { DemoBadge } from '../common/DemoBadge';
import { EmptyState } from '../common/LazyEmptyState';
import { PageMeta } from '../common/PageMeta';
import { MissingPage } from '../common/MissingPage';
import { paths } from '../paths';
import { StyledCount, StyledHeader, StyledNote } from '../common/ListPage.styles';
import { StyledListHead } from './RankListPage.styles';
import { RANK_LIST } from './loadRankListPage';
import { LIST_NOTES, LIST_TITLES, rankingDescription, rankRow } from './rankingText';

/** Title of the rankings page. */
export const RANK_LIST_TITLE = '排行榜';

const TABS = RANKING_LISTS.map((list) => ({ value: list, label: LIST_TITLES[list] }));

const Ranking = observer(function Ranking({ store }: { store: RankingsStore }) {
  const { result: items, query } = store;
  if (store.status === 'error') {
    return (
      <EmptyState
        title={store.message}
        description="请检查网络后重试。"
        actionLabel="重试"
        onAction={() => void (query && store.load(query))}
      />
    );
  }
  if (!items || !query) return null;
  if (items.length === 0) {
    return (
      <EmptyState
        icon="empty"
        title={`${LIST_TITLES[query.list]}暂时还是空的`}
        description="有了数据就会上榜，看看其他榜单吧。"
      />
    );
  }
  return (
    <RankList
      label={`${store.category?.name ?? ''}${LIST_TITLES[query.list]}`}
      items={items.map((item) => rankRow(query.list, item))}
    />
  );
});

/** `/rank_list`: 降价榜, 热门榜, 收藏榜 and 销量榜, overall or of one category, with each row's move. */
export const RankListPage = observer(function RankListPage() {
  const root = useRootStore();
  const store = root.views.of(rankingsView, RANK_LIST);
  const [search, setSearch] = useSearchParams();
  const searchText = search.toString();
  const query = parseRankingAddress(search);

  useEffect(() => {
    void store.ensureLoaded(parseRankingAddress(new URLSearchParams(searchText)));
  }, [store, searchText]);

  const hrefOf = (next: RankingQuery) => {
    const address = rankingAddress(next).toString();
    return `${paths.rankList()}${address ? `?${address}` : ''}`;
  };

  function handleListChange({ value }: { value: RankingList }) {
    setSearch(rankingAddress({ ...query, list: value }), { preventScrollReset: true });
  }

  if (store.isUnknownCategory) {
    return (
      <MissingPage
        title="没有找到这个分类"
        description="它可能已经下线，看看全部分类的榜单吧。"
        metaDescription="这个分类的榜单不存在。"
        actionLabel="全部榜单"
        actionHref={hrefOf({ list: query.list })}
      />
    );
  }

  const categoryName = query.class ? (store.category?.name ?? '') : '';
  const title = categoryName ? `${categoryName} · ${RANK_LIST_TITLE}` : RANK_LIST_TITLE;
  const count = store.result?.length;
  return (
    <>
      <PageMeta title={title} description={rankingDescription(store)} />
      <StyledHeader>
        <h1>{title}</h1>
        {store.categories.length > 0 ? (
          <nav aria-label="榜单分类">
            <StyledCategoryChips>
              <li>
                <Link
                  href={hrefOf({ list: query.list })}
                  aria-current={query.class ? undefined : 'page'}
                >
                  全部
                </Link>
              </li>
              {store.categories.map((category) => (
                <li key={category.slug}>
                  <Link
                    href={hrefOf({ list: query.list, class: category.slug })}
                    aria-current={category.slug === query.class ? 'page' : undefined}
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
            </StyledCategoryChips>
          </nav>
        ) : null}
      </StyledHeader>
      <Tabs items={TABS} value={query.list} onChange={handleListChange} label="榜单">
        <StyledNote>
          {LIST_NOTES[query.list]}名次旁的 ↑ ↓ 是与昨天榜单相比的变化，“新”为今天新上榜。
        </StyledNote>
        <StyledListHead>
          <StyledCount role="status">
            {store.status === 'loading'
              ? '正在加载榜单…'
              : count !== undefined
                ? `共 ${count} 件上榜`
                : ''}
          </StyledCount>
          {store.result?.some((item) => item.product.demo) ? <DemoBadge /> : null}
        </StyledListHead>
        <Ranking store={store} />
      </Tabs>
    </>
  );
});
