import { AccountStore } from '@pricetrail/services';
import { useAppStore } from '@pricetrail/services/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../paths';

/**
 * The account of an account page: read on mount; a visitor (or a lost session) is sent to
 * `/user_login?from=` this page, which comes back here after sign-in. Call it in an observer.
 */
export function useAccountPage(): AccountStore {
  const app = useAppStore();
  const { pathname, search } = useLocation();
  const [account] = useState(
    () => new AccountStore(app.login, app.root.navigateTo, paths.accountSettings()),
  );
  const isSignedOut = account.status === 'signedOut';

  useEffect(() => {
    void account.load();
  }, [account]);

  useEffect(() => {
    if (isSignedOut)
      app.root.navigateTo(paths.userLogin(`${pathname}${search}`), { replace: true });
  }, [app.root, isSignedOut, pathname, search]);

  return account;
}
