import { accountView, type AccountStore } from '@pricetrail/services';
import { useFreshView, useRootStore } from '@pricetrail/services/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../paths';

/**
 * The account of an account page: read on mount; a visitor (or a lost session) is sent to
 * `/user_login?from=` this page, which comes back here after sign-in. Call it in an observer.
 */
export function useAccountPage(): AccountStore {
  const root = useRootStore();
  const { pathname, search } = useLocation();
  const account = useFreshView(accountView, paths.accountSettings());
  const isSignedOut = account.status === 'signedOut';

  useEffect(() => {
    void account.load();
  }, [account]);

  useEffect(() => {
    if (isSignedOut) root.navigateTo(paths.userLogin(`${pathname}${search}`), { replace: true });
  }, [root, isSignedOut, pathname, search]);

  return account;
}
