import type { QrConfirmStore } from '@pricetrail/services';
import { Button } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { QrConfirmIcon } from './QrConfirmIcon';
import { StyledActions, StyledError, StyledFacts, StyledQrConfirm } from './QrConfirmPage.styles';

/** The question itself: which browser asks, from where, and the 确认登录 / 取消 buttons. */
export const QrConfirmQuestion = observer(function QrConfirmQuestion({
  store,
}: {
  /** The scanned code's store. */
  store: QrConfirmStore;
}) {
  const handleConfirm = () => {
    if (!store.isBusy) void store.confirm();
  };
  const handleRefuse = () => {
    if (!store.isBusy) void store.refuse();
  };
  return (
    <StyledQrConfirm aria-labelledby="qr-confirm-title">
      <QrConfirmIcon name="computer" />
      <h1 id="qr-confirm-title">你正在 {store.browser} 上登录价迹</h1>
      <StyledFacts>
        <dt>浏览器</dt>
        <dd>{store.browser}</dd>
        <dt>IP 地址</dt>
        <dd>{store.ip}</dd>
      </StyledFacts>
      <p>请确认是你本人在电脑上操作，否则请点取消。</p>
      {store.error && <StyledError role="alert">{store.error}</StyledError>}
      <StyledActions>
        <Button
          shape="rect"
          size="large"
          type="button"
          variant="primary"
          aria-disabled={store.isBusy || undefined}
          onClick={handleConfirm}
        >
          确认登录
        </Button>
        <Button
          shape="rect"
          size="large"
          type="button"
          aria-disabled={store.isBusy || undefined}
          onClick={handleRefuse}
        >
          取消
        </Button>
      </StyledActions>
    </StyledQrConfirm>
  );
});
