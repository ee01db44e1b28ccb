import { LoginModalView, useSignInScreen } from '@pricetrail/pages/login';
import { useRootStore } from '@pricetrail/services/react';
import { observer } from 'mobx-react-lite';

/** The login modal with its sign-in flows; its own chunk, fetched by `loginModalCode.ts`. */
export const LoginModalScreen = observer(function LoginModalScreen() {
  const { login } = useRootStore();
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
