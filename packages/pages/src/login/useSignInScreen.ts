import { signInView, type SignInStore } from '@pricetrail/services';
import { useFreshView, useRootStore } from '@pricetrail/services/react';
import { useEffect } from 'react';

/** A sign-in store for one screen, running while `isActive` (QR code, social availability). */
export function useSignInScreen(isActive: boolean): SignInStore {
  const root = useRootStore();
  const { login } = root;
  const signIn = useFreshView(signInView, 'signIn');

  useEffect(() => {
    if (!isActive) return;
    signIn.open();
    void login.loadLoginLinks();
    return () => signIn.close();
  }, [isActive, login, signIn]);

  return signIn;
}
