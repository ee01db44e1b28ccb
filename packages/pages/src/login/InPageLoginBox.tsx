import { useRootStore } from '@pricetrail/services/react';
import { observer } from 'mobx-react-lite';
import { LoginModalView } from './LoginModalView';
import { useSignInScreen } from './useSignInScreen';

/** The login box as the page's own sign-in panel (no mask), for pages that exist to sign in. */
export const InPageLoginBox = observer(function InPageLoginBox() {
  const { login } = useRootStore();
  const signIn = useSignInScreen(true);
  return <LoginModalView login={login} signIn={signIn} isInline />;
});
