import {
  LIST_SORTS,
  categoryView,
  listSearchParams,
  parseListQuery,
  type CategoryStore,
  type ListSort,
  type ListWatchStore,
} from '@pricetrail/services';
import { useRootStore } from '@pricetrail/services/react';
import { EmptyState } from '../common/LazyEmptyState';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { PageMeta } from '../common/PageMeta';
import { MissingPage } from '../common/MissingPage';
import { ProductGrid } from '../common/ProductGrid';
import { CardWatch } from '../watch/LazyCardWatch';
import { useListWatch } from '../watch/useListWatch';
import { paths } from '../paths';
import { CategoryLinks } from '../common/CategoryLinks';
import { ListFilters, type ListFilterValues } from '../common/ListFilters';
import { StyledHeader } from '../common/ListPage.styles';
import { ListPageBody } from '../common/ListPageBody';
import { ListResults } from '../common/ListResults';
import { SortBar } from '../common/SortBar';
import { useListAddress } from '../common/useListAddress';
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
  return (
    <ListResults
      result={result}
      label="商品列表"
      pagerLabel="商品列表分页"
      isLoading={store.status === 'loading'}
      isDemo={Boolean(result?.items.some((item) => item.product.demo))}
      empty={
        <EmptyState
          icon="search"
          title="没有符合条件的商品"
          description={
            store.query?.q ? '换个关键词，或粘贴商品链接查历史价。' : '换个价格区间或商城试试。'
          }
          actionLabel="清除筛选"
          actionHref={store.category ? paths.category(store.category.slug) : paths.productList()}
        />
      }
      onPageChange={onPageChange}
    >
      <ProductGrid
        items={result?.items ?? []}
        isAboveFold
        renderWatchToggle={
          watch
            ? ({ product }) => <CardWatch store={watch} dpId={product.dpId} title={product.title} />
            : undefined
        }
      />
    </ListResults>
  );
});

/** `/home/:class` (one category) and `/crc64/list` (the whole catalogue): filters, order, pages. */
export const CategoryPage = observer(function CategoryPage() {
  const root = useRootStore();
  const store = root.views.of(categoryView, CATEGORY_LIST);
  const { class: slug } = useParams();
  const { query, searchText, show } = useListAddress(store, parseListQuery, listSearchParams, slug);
  const watch = useListWatch(store.result?.items.map((item) => item.product.dpId) ?? []);

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
      <ListPageBody
        store={store}
        controls={
          <SortBar
            sorts={LIST_SORTS}
            labels={SORT_LABELS}
            sort={query.sort}
            onSortChange={({ sort }) => show({ ...query, sort, page: 1 }, true)}
          />
        }
        loadingLine="正在加载商品…"
        countLine={(total) => `共 ${total} 件商品`}
        onRetry={() => void store.load(query)}
      >
        <Results
          store={store}
          watch={watch}
          onPageChange={(page) => show({ ...query, page }, false)}
        />
      </ListPageBody>
    </>
  );
});
