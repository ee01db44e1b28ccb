import { linkLookupView } from '@pricetrail/services';
import { useFreshView, useRootStore } from '@pricetrail/services/react';
import { SearchBox, type SearchBoxSubmit } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { PageMeta } from '../common/PageMeta';
import { StyledHero } from '../HomePage/HomePage.styles';
import { paths } from '../paths';
import { TrackingPanel } from '../tracking/LazyTracking';
import { foundPath } from '../common/foundPath';

const INTRO =
  '支持京东、天猫、淘宝、拼多多、苏宁、唯品会、亚马逊的商品链接，以及手机 App 的分享口令。';

/** `/trend`: paste a store link or share text to see its price history. */
export const TrendPage = observer(function TrendPage() {
  const root = useRootStore();
  const lookup = useFreshView(linkLookupView, 'trend');

  function showProduct(dpId: string) {
    root.navigateTo(paths.history(dpId));
  }

  async function handleSubmit({ query }: SearchBoxSubmit) {
    const found = await lookup.lookup(query);
    if (found) root.navigateTo(foundPath(found));
  }

  return (
    <StyledHero>
      <PageMeta title="查历史价格" description={INTRO} />
      <h1>查历史价格</h1>
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
  );
});
