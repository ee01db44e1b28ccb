import { linkLookupView } from '@pricetrail/services';
import { useFreshView, useRootStore } from '@pricetrail/services/react';
import { SearchBox, type SearchBoxSubmit } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { paths } from '../paths';
import { TrackingPanel } from '../tracking/LazyTracking';
import { foundPath } from './foundPath';

/**
 * The 查历史价 box of a page that has none of its own (a 404): a link opens its product, words the
 * catalogue's search, a link we did not hold yet its tracking; works without JavaScript too.
 */
export const LookupSearch = observer(function LookupSearch() {
  const root = useRootStore();
  const lookup = useFreshView(linkLookupView, 'lookupSearch');

  async function handleSubmit({ query }: SearchBoxSubmit) {
    const found = await lookup.lookup(query);
    if (found) root.navigateTo(foundPath(found));
  }

  return (
    <>
      <SearchBox
        onSubmit={(submit) => void handleSubmit(submit)}
        onQueryChange={lookup.clearError}
        error={lookup.error}
        isBusy={lookup.isBusy}
        status={lookup.statusLine}
        action={paths.lookupForm()}
        name="url"
      />
      {lookup.queuedDpId ? (
        <TrackingPanel
          key={lookup.queuedDpId}
          target={lookup.queuedDpId}
          onReady={(dpId: string) => root.navigateTo(paths.history(dpId))}
        />
      ) : null}
    </>
  );
});
