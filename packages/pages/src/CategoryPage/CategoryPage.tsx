import {
  LIST_SORTS,
  categoryView,
  listSearchParams,
  parseListQuery,
  type CategoryStore,
  type ListQuery,
  type ListSort,
  type ListWatchStore,
} from '@pricetrail/services';
import { useRootStore } from '@pricetrail/services/react';
import { EmptyState } from '../common/LazyEmptyState';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { DemoBadge } from '../common/DemoBadge';
import { PageMeta } from '../common/PageMeta';
import { MissingPage } from '../common/MissingPage';
import { ProductGrid } from '../common/ProductGrid';
import { CardWatch } from '../watch/LazyCardWatch';
import { useListWatch } from '../watch/useListWatch';
import { paths } from '../paths';
import { CategoryLinks } from '../common/CategoryLinks';
import { ListFilters, type ListFilterValues } from '../common/ListFilters';
import { StyledCount, StyledHeader, StyledResults, StyledToolbar } from '../common/ListPage.styles';
import { SortBar } from '../common/SortBar';
import { ListPager } from '../common/ListPager';
import { FollowTopicButton } from '../follow/FollowTopicButton';
import { CATEGORY_LIST } from './loadCategoryPage';

const SORT_LABELS: Record<ListSort, string> = {
  drop: '降价幅度',
  price: '价格最低',
  popular: '销量最高',
};

const categoryHref = (slug?: string) => (slug ? paths.category(slug) : paths.productList());

/** Title of the whole-catalogue list (`/crc64/list`). */
export const ALL_PRODUCTS_TITLE = '全部商品';

const Results = observer(function Results({
  store,
  watch,
  onPageChange,
}: {
  store: CategoryStore;
  watch: ListWatchStore | null;
  onPageChange: (page: number) => void;
}) {
  const result = store.result;
  if (!result) return null;
  if (result.items.length === 0) {
    return (
      <EmptyState
        icon="search"
        title="没有符合条件的商品"
        description={
          store.query?.q ? '换个关键词，或粘贴商品链接查历史价。' : '换个价格区间或商城试试。'
        }
        actionLabel="清除筛选"
        actionHref={store.category ? paths.category(store.category.slug) : paths.productList()}
      />
    );
  }
  return (
    <StyledResults aria-label="商品列表" aria-busy={store.status === 'loading'}>
      {result.items.some((item) => item.product.demo) ? <DemoBadge /> : null}
      <ProductGrid
        items={result.items}
        isAboveFold
        renderWatchToggle={
          watch
            ? ({ product }) => <CardWatch store={watch} dpId={product.dpId} title={product.title} />
            : undefined
        }
      />
      <ListPager result={result} label="商品列表分页" onPageChange={onPageChange} />
    </StyledResults>
  );
});

/** `/home/:class` (one category) and `/crc64/list` (the whole catalogue): filters, order, pages. */
export const CategoryPage = observer(function CategoryPage() {
  const root = useRootStore();
  const store = root.views.of(categoryView, CATEGORY_LIST);
  const { class: slug } = useParams();
  const [search, setSearch] = useSearchParams();
  const searchText = search.toString();
  const query = parseListQuery(search, slug);
  const watch = useListWatch(store.result?.items.map((item) => item.product.dpId) ?? []);

  useEffect(() => {
    void store.ensureLoaded(parseListQuery(new URLSearchParams(searchText), slug));
  }, [store, slug, searchText]);

  function show(next: ListQuery, isSamePlace: boolean) {
    setSearch(listSearchParams(next), { preventScrollReset: isSamePlace });
  }

  function handleFilters(filters: ListFilterValues) {
    show({ ...query, ...filters, page: 1 }, true);
  }

  if (store.isUnknownCategory) {
    return (
      <MissingPage
        title="没有找到这个分类"
        description="它可能已经下线，看看其他分类吧。"
        actionLabel="返回首页"
        actionHref={paths.home()}
      />
    );
  }

  const title = slug
    ? (store.category?.name ?? '商品分类')
    : query.q
      ? `搜索：${query.q}`
      : ALL_PRODUCTS_TITLE;
  const total = store.result?.total;
  const topic = slug
    ? store.category && ({ kind: 'category', value: slug } as const)
    : query.q && ({ kind: 'keyword', value: query.q } as const);
  return (
    <>
      <PageMeta title={title} description={`${title}的商品历史价格`} />
      <StyledHeader>
        <h1>{title}</h1>
        {topic && <FollowTopicButton key={`${topic.kind}:${topic.value}`} topic={topic} />}
        <CategoryLinks
          categories={store.categories}
          currentSlug={slug}
          hrefOf={categoryHref}
          label="商品分类"
        />
      </StyledHeader>
      <ListFilters key={searchText} value={query} onApply={handleFilters} />
      <StyledToolbar>
        <SortBar
          sorts={LIST_SORTS}
          labels={SORT_LABELS}
          sort={query.sort}
          onSortChange={({ sort }) => show({ ...query, sort, page: 1 }, true)}
        />
        <StyledCount role="status">
          {store.status === 'loading' && total === undefined
            ? '正在加载商品…'
            : total !== undefined
              ? `共 ${total} 件商品`
              : ''}
        </StyledCount>
      </StyledToolbar>
      {store.status === 'error' ? (
        <EmptyState
          title={store.message}
          description="请检查网络后重试。"
          actionLabel="重试"
          onAction={() => void store.load(query)}
        />
      ) : (
        <Results
          store={store}
          watch={watch}
          onPageChange={(page) => show({ ...query, page }, false)}
        />
      )}
    </>
  );
});
