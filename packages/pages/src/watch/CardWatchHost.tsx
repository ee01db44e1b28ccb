import type { ListWatchStore } from '@pricetrail/services';
import { CardWatchToggle } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { paths } from '../paths';

/** Props of {@link CardWatchHost}. */
export interface CardWatchHostProps {
  /** The list page's 收藏 store. */
  store: ListWatchStore;
  /** The card's product. */
  dpId: string;
  /** Its title, which completes the control's name. */
  title: string;
}

/** One card's 收藏 over the list page's store; nothing while the saved products are being read. */
export const CardWatchHost = observer(function CardWatchHost({
  store,
  dpId,
  title,
}: CardWatchHostProps) {
  if (store.isLoading) return null;
  return (
    <CardWatchToggle
      state={store.stateOf(dpId)}
      productTitle={title}
      error={store.errorOf(dpId)}
      collectionHref={paths.collection()}
      onSave={() => void store.save(dpId)}
    />
  );
});
