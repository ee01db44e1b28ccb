import { LoginModalView, useSignInScreen } from '@pricetrail/pages';
import { useAppStore } from '@pricetrail/services/react';
import { observer } from 'mobx-react-lite';

/** Spec §2: the login modal over any page while the login store's flag is on. */
export const LoginModalHost = observer(function LoginModalHost() {
  const { login } = useAppStore();
  const signIn = useSignInScreen(login.isModalVisible);
  return (
    <LoginModalView
      login={login}
      signIn={signIn}
      isOpen={login.isModalVisible}
      onClose={login.closeModal}
    />
  );
});
