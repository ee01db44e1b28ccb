import type { PersonalStatus } from '@pricetrail/services';
import { useRootStore } from '@pricetrail/services/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../paths';

/**
 * A personal page's visitor (or lost session) is sent to `/user_login?from=` this page, which
 * comes back here after sign-in, as the account pages do (`useAccountPage`).
 */
export function useSignInWhenSignedOut(status: PersonalStatus): void {
  const root = useRootStore();
  const { pathname, search } = useLocation();
  const isSignedOut = status === 'signedOut';

  useEffect(() => {
    if (isSignedOut) root.navigateTo(paths.userLogin(`${pathname}${search}`), { replace: true });
  }, [root, isSignedOut, pathname, search]);
}
