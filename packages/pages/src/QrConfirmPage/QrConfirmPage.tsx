import { qrConfirmView } from '@pricetrail/services';
import { useFreshView, useRootStore } from '@pricetrail/services/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Button } from '@pricetrail/ui';
import { PageMeta } from '../common/PageMeta';
import { InPageLoginBox } from '../login/InPageLoginBox';
import { QrConfirmIcon } from './QrConfirmIcon';
import { QrConfirmOutcome } from './QrConfirmOutcome';
import { StyledError, StyledQrConfirm, StyledSignIn } from './QrConfirmPage.styles';
import { QrConfirmQuestion } from './QrConfirmQuestion';

/** The phone user is not signed in: the login box in place; after sign-in this page comes back. */
const SignInFirst = observer(function SignInFirst() {
  const root = useRootStore();
  const { pathname, search } = useLocation();

  // completeSignIn() then reloads the user and returns here instead of reloading the page.
  useEffect(() => {
    root.login.setRedirectAfterSignIn(`${pathname}${search}`);
    return () => root.login.setRedirectAfterSignIn(null);
  }, [root.login, pathname, search]);

  return (
    <StyledSignIn aria-labelledby="qr-confirm-title">
      <h1 id="qr-confirm-title">登录后确认电脑端登录</h1>
      <p>请先用手机号登录价迹，再确认电脑上的扫码登录。</p>
      <InPageLoginBox />
    </StyledSignIn>
  );
});

const QrConfirm = observer(function QrConfirm({ tid }: { tid: string | null }) {
  const root = useRootStore();
  const { login } = root;
  const store = useFreshView(qrConfirmView, tid);
  const isSignedIn = login.isSignedIn;

  // First visit, and again once the phone user has signed in on this page.
  useEffect(() => {
    if (store.state === 'loading' || (store.state === 'signIn' && isSignedIn)) void store.scan();
  }, [store, isSignedIn]);

  switch (store.state) {
    case 'signIn':
      return <SignInFirst />;
    case 'asking':
      return <QrConfirmQuestion store={store} />;
    case 'confirmed':
    case 'refused':
    case 'expired':
      return <QrConfirmOutcome end={store.state} />;
    case 'failed':
      return (
        <StyledQrConfirm aria-labelledby="qr-confirm-title">
          <QrConfirmIcon name="stopped" />
          <h1 id="qr-confirm-title">无法读取二维码</h1>
          <StyledError role="alert">{store.error}</StyledError>
          <Button
            shape="rect"
            size="large"
            type="button"
            variant="primary"
            onClick={() => void store.scan()}
          >
            重试
          </Button>
        </StyledQrConfirm>
      );
    default:
      return (
        <StyledQrConfirm aria-busy="true" aria-labelledby="qr-confirm-title">
          <QrConfirmIcon name="computer" />
          <h1 id="qr-confirm-title">正在读取二维码…</h1>
        </StyledQrConfirm>
      );
  }
});

/** `/m/qr_confirm?tid=`: the phone confirms (or turns down) a computer's QR sign-in. */
export const QrConfirmPage = observer(function QrConfirmPage() {
  const [params] = useSearchParams();
  const tid = params.get('tid');
  return (
    <>
      <PageMeta title="扫码确认登录" description="在手机上确认或拒绝电脑端的扫码登录价迹" />
      <QrConfirm key={tid ?? ''} tid={tid} />
    </>
  );
});
