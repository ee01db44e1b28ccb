import { useAppStore } from '@pricetrail/services/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { StyledAuthPage, StyledStage } from '../login/AuthLayout.styles';
import { LoginModalView } from '../login/LoginModalView';
import { useSignInRedirect } from '../login/useSignInRedirect';
import { useSignInScreen } from '../login/useSignInScreen';

/** `user_login`: the login box on its own page; after sign-in it goes to `from` / `from_url` / '/'. */
export const UserLoginPage = observer(function UserLoginPage() {
  const app = useAppStore();
  const target = useSignInRedirect();
  const signIn = useSignInScreen(true);
  const [stage, setStage] = useState<HTMLDivElement | null>(null);

  return (
    <StyledAuthPage aria-labelledby="user-login-title">
      <h1 id="user-login-title">登录价迹，降价提醒不错过</h1>
      <StyledStage ref={setStage}>
        {stage && (
          <LoginModalView
            login={app.login}
            signIn={signIn}
            isOpen
            onClose={() => app.root.navigateTo(target)}
            container={stage}
          />
        )}
      </StyledStage>
    </StyledAuthPage>
  );
});
