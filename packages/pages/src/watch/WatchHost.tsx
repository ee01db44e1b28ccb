import { watchView } from '@pricetrail/services';
import { useRootStore, useView } from '@pricetrail/services/react';
import { WatchButton, type WatchButtonState } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { paths } from '../paths';

/** Props of {@link WatchHost}. */
export interface WatchHostProps {
  /** The product. */
  dpId: string;
  /** Today's price in fen, for checking a target. */
  currentPrice?: number;
  /** The store, for the currency. */
  siteId?: number;
  /** How many listings of the same goods other stores have (offers 全网同款 when above 0). */
  otherStores?: number;
}

/**
 * The product page's 收藏 / 降价提醒 over its `WatchStore`. The server renders a visitor's 收藏 for
 * everyone; once live, a signed-in shopper's 已收藏 and condition are read in (signing in or out
 * reloads the page, so once per visit). A visitor's press opens the login modal; once the page is
 * back signed in, the remembered 收藏 is done.
 */
export const WatchHost = observer(function WatchHost({
  dpId,
  currentPrice,
  siteId,
  otherStores,
}: WatchHostProps) {
  const root = useRootStore();
  const store = useView(watchView, dpId);
  const isSignedIn = root.login.isSignedIn;

  useEffect(() => {
    void store.load();
  }, [store]);

  useEffect(() => {
    if (isSignedIn) void store.resume();
  }, [store, isSignedIn]);

  const state: WatchButtonState = store.state === 'error' && store.item ? 'saved' : store.state;
  return (
    <WatchButton
      state={state}
      targetPrice={store.item?.targetPrice ?? undefined}
      alert={store.item?.alert}
      alertPercent={store.item?.alertPercent ?? undefined}
      alertDays={store.item?.alertDays ?? undefined}
      allStores={store.item?.allStores}
      otherStores={otherStores}
      currentPrice={currentPrice}
      siteId={siteId}
      error={store.error}
      targetError={store.targetError}
      collectionHref={paths.collection()}
      onSave={(choice) => void store.save(choice, { currentPrice, siteId })}
    />
  );
});
