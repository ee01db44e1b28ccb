import { safeRedirect } from '@pricetrail/core';
import { useRootStore } from '@pricetrail/services/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Behaviour.md §2 on user_login / user_register: after sign-in go to `from`, else `from_url`, else '/'
 * (same-origin paths only). Returns that target; it applies while the page is shown.
 */
export function useSignInRedirect(): string {
  const { login } = useRootStore();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('from'), params.get('from_url'));

  useEffect(() => {
    login.setRedirectAfterSignIn(target);
    return () => login.setRedirectAfterSignIn(null);
  }, [login, target]);

  return target;
}
