import { homeView, linkLookupView } from '@pricetrail/services';
import { useFreshView, useRootStore } from '@pricetrail/services/react';
import { Link, SearchBox, type SearchBoxSubmit } from '@pricetrail/ui';
import { EmptyState } from '../common/LazyEmptyState';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { DemoBadge } from '../common/DemoBadge';
import { PageMeta } from '../common/PageMeta';
import { PageSection } from '../common/PageSection';
import { ProductGrid } from '../common/ProductGrid';
import { paths } from '../paths';
import { TrackingPanel } from '../tracking/LazyTracking';
import { StyledCategoryChips } from '../common/CategoryChips.styles';
import { foundPath } from '../common/foundPath';
import { StyledHero } from './HomePage.styles';
import { HOME } from './loadHomePage';

const INTRO =
  '粘贴京东、天猫、淘宝、拼多多的商品链接或分享口令，查看真实历史价格，识别先涨后降的假优惠。';

/** `/home`: the 查历史价 box, categories, real drops, historical lows and popular products. */
export const HomePage = observer(function HomePage() {
  const root = useRootStore();
  const home = root.views.of(homeView, HOME);
  const lookup = useFreshView(linkLookupView, 'home');

  useEffect(() => {
    void home.ensureLoaded();
  }, [home]);

  function showProduct(dpId: string) {
    root.navigateTo(paths.history(dpId));
  }

  async function handleSubmit({ query }: SearchBoxSubmit) {
    const found = await lookup.lookup(query);
    if (found) root.navigateTo(foundPath(found));
  }

  const hasDemo = home.items.some((item) => item.product.demo);
  return (
    <>
      <PageMeta title="历史价格查询" description={INTRO} />
      <StyledHero>
        <h1>看清每一次降价</h1>
        <p>{INTRO}</p>
        <SearchBox
          size="large"
          label="商品链接或分享口令"
          onSubmit={(submit) => void handleSubmit(submit)}
          onQueryChange={lookup.clearError}
          error={lookup.error}
          isBusy={lookup.isBusy}
          status={lookup.statusLine}
          action={paths.lookupForm()}
          name="url"
        />
        {lookup.queuedDpId ? (
          <TrackingPanel key={lookup.queuedDpId} target={lookup.queuedDpId} onReady={showProduct} />
        ) : null}
      </StyledHero>
      {home.error ? <EmptyState icon="empty" title={home.error} /> : null}
      {home.categories.length > 0 ? (
        <PageSection title="商品分类">
          <StyledCategoryChips>
            {home.categories.map((category) => (
              <li key={category.slug}>
                <Link href={paths.category(category.slug)}>{category.name}</Link>
              </li>
            ))}
          </StyledCategoryChips>
        </PageSection>
      ) : null}
      {hasDemo ? <DemoBadge /> : null}
      {home.drops.length > 0 ? (
        <PageSection title="今日真降价" more={{ href: paths.discount(), label: '全部好价 ›' }}>
          <ProductGrid items={home.drops} isAboveFold />
        </PageSection>
      ) : null}
      {home.lows.length > 0 ? (
        <PageSection title="历史低价" more={{ href: paths.lowest(), label: '全部历史低价 ›' }}>
          <ProductGrid items={home.lows} />
        </PageSection>
      ) : null}
      {home.popular.length > 0 ? (
        <PageSection title="热门商品" more={{ href: paths.rankList(), label: '排行榜 ›' }}>
          <ProductGrid items={home.popular} />
        </PageSection>
      ) : null}
    </>
  );
});
