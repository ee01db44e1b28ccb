import { SignInStore } from '@pricetrail/services';
import { useAppStore } from '@pricetrail/services/react';
import { useEffect, useState } from 'react';

/** A sign-in store for one screen, running while `isActive` (QR code, social availability). */
export function useSignInScreen(isActive: boolean): SignInStore {
  const { login } = useAppStore();
  const [signIn] = useState(() => new SignInStore(login));

  useEffect(() => {
    if (!isActive) return;
    signIn.open();
    void login.loadLoginLinks();
    return () => signIn.close();
  }, [isActive, login, signIn]);

  return signIn;
}
