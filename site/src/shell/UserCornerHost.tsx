import { loadOnce, preload } from '@pricetrail/services';
import { useRootStore } from '@pricetrail/services/react';
import { VisitorCorner } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { Suspense, lazy, useEffect } from 'react';
import { preloadLoginModal } from './loginModalCode';
import { useClientValue } from './useClientValue';

const loadSignedInCorner = loadOnce(() => import('./SignedInCorner'));
const SignedInCorner = lazy(() =>
  loadSignedInCorner().then(({ SignedInCorner }) => ({ default: SignedInCorner })),
);

/**
 * The header's account corner over the login store; fetches the user when a session exists.
 * A visitor's corner is in the entry, and pointer or focus on it starts fetching the login
 * modal's code; the signed-in menu's code is fetched only when a session cookie exists. While a
 * session's user or the menu's code is on its way the corner stays empty: a signed-in shopper
 * is never offered 登录. The server renders it empty: its HTML is the same for every visitor.
 */
export const UserCornerHost = observer(function UserCornerHost() {
  const { login } = useRootStore();
  const isLive = useClientValue(() => true, false);

  useEffect(() => {
    if (login.hasSessionCookie()) preload(loadSignedInCorner);
    void login.restore();
  }, [login]);

  const visitor = (
    <VisitorCorner
      onLogin={login.openModal}
      onPointerEnter={preloadLoginModal}
      onFocus={preloadLoginModal}
    />
  );
  if (!isLive || login.isUserPending) return null;
  if (!login.isSignedIn) return visitor;
  return (
    <Suspense fallback={null}>
      <SignedInCorner />
    </Suspense>
  );
});
