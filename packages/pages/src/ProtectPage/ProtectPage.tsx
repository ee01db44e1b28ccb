import { protectOrdersView } from '@pricetrail/services';
import { useFreshView } from '@pricetrail/services/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MineGate } from '../mine/MineGate';
import { useSignInWhenSignedOut } from '../mine/useSignInWhenSignedOut';
import { ProtectOrderForm } from './ProtectOrderForm';
import { ProtectOrderList } from './ProtectOrderList';

const PAGE = /^[1-9]\d{0,2}$/;

/** Props of {@link ProtectPage}. */
export interface ProtectPageProps {
  /** Where its dialogs render (default `document.body`); stories pass a box so screenshots hold them. */
  dialogContainer?: HTMLElement | null;
}

/**
 * `/mine/price_protect`: record a purchase (link or dp id, price paid, day, window), then watch
 * its 价保 window: 有效 / 已过期 with their counts, the amount to claim, the days left. The tab
 * and page live in the address (`?tab=expired&page=2`).
 */
export const ProtectPage = observer(function ProtectPage({ dialogContainer }: ProtectPageProps) {
  const store = useFreshView(protectOrdersView, 'protect');
  const [search, setSearch] = useSearchParams();
  const isEffective = search.get('tab') !== 'expired';
  const pageText = search.get('page') ?? '';
  const page = PAGE.test(pageText) ? Number(pageText) : 1;
  useSignInWhenSignedOut(store.status);

  useEffect(() => {
    void store.load(isEffective, page);
  }, [store, isEffective, page]);

  // A recorded purchase shows on the 有效 tab.
  const submitted = store.form.submitted;
  useEffect(() => {
    if (submitted > 0) setSearch({}, { preventScrollReset: true });
  }, [submitted, setSearch]);

  function show(next: { isEffective?: boolean; page?: number }) {
    const params = new URLSearchParams();
    if (!(next.isEffective ?? isEffective)) params.set('tab', 'expired');
    if (next.page && next.page > 1) params.set('page', String(next.page));
    setSearch(params, { preventScrollReset: next.page === undefined });
  }

  return (
    <MineGate
      title="价保"
      description="登记买下的商品，价保期内降价时显示可申请的差价"
      status={store.status}
      error={store.error}
      onRetry={() => void store.load(isEffective, page)}
      exports="orders"
    >
      {() => (
        <>
          <ProtectOrderForm form={store.form} />
          <ProtectOrderList store={store} onShow={show} dialogContainer={dialogContainer} />
        </>
      )}
    </MineGate>
  );
});
