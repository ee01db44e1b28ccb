import {
  collectionSearchParams,
  collectionView,
  parseCollectionQuery,
  type CollectionQuery,
} from '@pricetrail/services';
import { useFreshView } from '@pricetrail/services/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MineGate } from '../mine/MineGate';
import { useSignInWhenSignedOut } from '../mine/useSignInWhenSignedOut';
import { CollectionList } from './CollectionList';

/** Props of {@link CollectionPage}. */
export interface CollectionPageProps {
  /** Where its dialogs render (default `document.body`); stories pass a box so screenshots hold them. */
  dialogContainer?: HTMLElement | null;
}

/**
 * `/mine/collection`: the watch list, 全部 / 降价 with their counts, ordered by drop, date or price,
 * filtered by group, page by page; each item can get a target price or be deleted. The view
 * lives in the address (`?tab=&sort=&group=&page=`).
 */
export const CollectionPage = observer(function CollectionPage({
  dialogContainer,
}: CollectionPageProps) {
  const store = useFreshView(collectionView, 'collection');
  const [search, setSearch] = useSearchParams();
  const searchText = search.toString();
  const query = parseCollectionQuery(search);
  useSignInWhenSignedOut(store.status);

  useEffect(() => {
    void store.load(parseCollectionQuery(new URLSearchParams(searchText)));
  }, [store, searchText]);

  function show(next: Partial<CollectionQuery>, isSamePlace = true) {
    setSearch(collectionSearchParams({ ...query, page: 1, ...next }), {
      preventScrollReset: isSamePlace,
    });
  }

  return (
    <MineGate
      title="我的收藏"
      description="收藏的商品、降价幅度、历史最低价与目标价提醒"
      status={store.status}
      error={store.error}
      onRetry={() => void store.load(query)}
      exports="collection"
    >
      {() => (
        <CollectionList
          store={store}
          query={query}
          onQueryChange={show}
          dialogContainer={dialogContainer}
        />
      )}
    </MineGate>
  );
});
