import {
  DEAL_MIN_DROPS,
  DEAL_SORTS,
  dealPostLinksView,
  dealsView,
  type DealPostLinks,
  type DealsStore,
  dealAddress,
  parseDealAddress,
  type DealQuery,
  type DealSort,
} from '@pricetrail/services';
import { useRootStore } from '@pricetrail/services/react';
import { Link } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { CategoryLinks } from '../common/CategoryLinks';
import { StyledLinkTabs } from '../common/LinkTabs.styles';
import { EmptyState } from '../common/LazyEmptyState';
import { ListFilters, type ListFilterValues } from '../common/ListFilters';
import { StyledHeader, StyledNote } from '../common/ListPage.styles';
import { ListPageBody } from '../common/ListPageBody';
import { ListResults } from '../common/ListResults';
import { PageMeta } from '../common/PageMeta';
import { MissingPage } from '../common/MissingPage';
import { SortBar } from '../common/SortBar';
import { useListAddress } from '../common/useListAddress';
import { paths } from '../paths';
import { DealList } from './DealList';
import { dealsDescription } from './dealText';
import { DEALS, dealPostSubjects } from './loadDiscountPage';

const SORT_LABELS: Record<DealSort, string> = {
  drop: '降幅最大',
  amount: '降价最多',
  price: '价格最低',
  newest: '最新降价',
};

/** Title of the deals page. */
export const DISCOUNT_TITLE = '今日好价';

const Results = observer(function Results({
  store,
  links,
  onPageChange,
}: {
  store: DealsStore;
  links: DealPostLinks;
  onPageChange: (page: number) => void;
}) {
  const result = store.result;
  const query = store.query;
  const isDeals = query?.view === 'deals';
  useEffect(() => {
    const subjects = dealPostSubjects(store);
    if (subjects) void links.ensureLoaded(subjects);
    // Asked again for each page of results shown.
  }, [links, store, result]);
  if (!query) return null;
  const isFake = query.view === 'fake';
  return (
    <ListResults
      result={result}
      label={isFake ? '假降价列表' : '好价列表'}
      pagerLabel="好价列表分页"
      isLoading={store.status === 'loading'}
      isDemo={Boolean(result?.items.some((item) => item.product.demo))}
      empty={
        <EmptyState
          icon="search"
          title={isFake ? '今天没有发现先涨后降的假降价' : '没有符合条件的好价'}
          description={
            isFake ? '降价前刚涨过价的商品会列在这里。' : '换个商城、降幅或价格区间试试。'
          }
          actionLabel="清除筛选"
          actionHref={paths.discount(query.class)}
        />
      }
      onPageChange={onPageChange}
    >
      <DealList items={result?.items ?? []} postIds={isDeals ? links.postIds : undefined} />
    </ListResults>
  );
});

const Rules = observer(function Rules({ store }: { store: DealsStore }) {
  const rules = store.result?.rules;
  if (store.query?.view === 'fake') {
    return (
      <StyledNote>
        这些商品在近期先涨价、再"降价"回到涨价前的水平，看似降价，实际并不比涨价前便宜，不算好价。
      </StyledNote>
    );
  }
  if (!rules) return null;
  return (
    <StyledNote>
      到手价比前 30 天每日价格的中位数低至少 {rules.minDropPercent}% 且至少 ¥
      {rules.minDropFen / 100}，并且这 30 天里至少有 {rules.minDataDays}{' '}
      天价格数据；先涨后降的不算。
    </StyledNote>
  );
});

/** `/home/discount` and `/home/discount/:class`: today's real deals, and the 假降价 apart. */
export const DiscountPage = observer(function DiscountPage() {
  const root = useRootStore();
  const store = root.views.of(dealsView, DEALS);
  const links = root.views.of(dealPostLinksView, DEALS);
  const { class: slug } = useParams();
  const { query, searchText, show } = useListAddress(store, parseDealAddress, dealAddress, slug);

  function handleFilters(filters: ListFilterValues) {
    show({ ...query, ...filters, page: 1 }, true);
  }

  if (store.isUnknownCategory) {
    return (
      <MissingPage
        title="没有找到这个分类"
        description="它可能已经下线，看看其他分类的好价吧。"
        metaDescription="这个分类的好价不存在。"
        actionLabel="全部好价"
        actionHref={paths.discount()}
      />
    );
  }

  const categoryName = slug ? (store.category?.name ?? '') : '';
  const title = categoryName ? `${categoryName} · ${DISCOUNT_TITLE}` : DISCOUNT_TITLE;
  const viewHref = (view: DealQuery['view']) => {
    const address = dealAddress({ ...query, view, page: 1 }).toString();
    return `${paths.discount(slug)}${address ? `?${address}` : ''}`;
  };
  const noun = query.view === 'fake' ? '件假降价' : '件好价';
  return (
    <>
      <PageMeta title={title} description={dealsDescription(store)} />
      <StyledHeader>
        <h1>{title}</h1>
        <Link href={paths.baoliao()}>发现好价？我要爆料</Link>
        <CategoryLinks
          categories={store.categories}
          currentSlug={slug}
          hrefOf={paths.discount}
          label="好价分类"
        />
      </StyledHeader>
      <nav aria-label="降价真假">
        <StyledLinkTabs>
          <li>
            <Link
              href={viewHref('deals')}
              aria-current={query.view === 'deals' ? 'page' : undefined}
            >
              真降价
            </Link>
          </li>
          <li>
            <Link href={viewHref('fake')} aria-current={query.view === 'fake' ? 'page' : undefined}>
              假降价（先涨后降）
            </Link>
          </li>
        </StyledLinkTabs>
      </nav>
      <Rules store={store} />
      <ListFilters
        key={searchText}
        value={query}
        dropChoices={DEAL_MIN_DROPS}
        onApply={handleFilters}
      />
      <ListPageBody
        store={store}
        controls={
          <SortBar
            sorts={DEAL_SORTS}
            labels={SORT_LABELS}
            sort={query.sort}
            onSortChange={({ sort }) => show({ ...query, sort, page: 1 }, true)}
          />
        }
        loadingLine="正在加载好价…"
        countLine={(total) => `共 ${total} ${noun}`}
        onRetry={() => void store.load(query)}
      >
        <Results
          store={store}
          links={links}
          onPageChange={(page) => show({ ...query, page }, false)}
        />
      </ListPageBody>
    </>
  );
});
