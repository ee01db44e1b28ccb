import { useRootStore } from '@pricetrail/services/react';
import { observer } from 'mobx-react-lite';
import { Suspense, lazy, useEffect, useState } from 'react';
import { whenLoadedAndIdle } from '../whenLoadedAndIdle';
import { loadLoginModal, preloadLoginModal } from './loginModalCode';

const LoginModalScreen = lazy(() =>
  loadLoginModal().then(({ LoginModalScreen }) => ({ default: LoginModalScreen })),
);

/**
 * Behaviour.md §2: the login modal over any page while the login store's flag is on. Its code stays out
 * of the entry: it is fetched when the browser is idle (for visitors), on a hint from the user
 * corner, or at the latest on the first open; once opened it stays mounted, keeping its tab.
 */
export const LoginModalHost = observer(function LoginModalHost() {
  const { login } = useRootStore();
  const [hasOpened, setHasOpened] = useState(false);
  if (login.isModalVisible && !hasOpened) setHasOpened(true);

  useEffect(
    () =>
      whenLoadedAndIdle(
        window,
        () => {
          if (!login.isSignedIn) preloadLoginModal();
        },
        { idleTimeoutMs: 5000, fallbackMs: 1000 },
      ),
    [login],
  );

  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <LoginModalScreen />
    </Suspense>
  );
});
