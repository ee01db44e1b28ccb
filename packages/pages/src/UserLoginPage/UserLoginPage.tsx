import { observer } from 'mobx-react-lite';
import { PageMeta } from '../common/PageMeta';
import { StyledAuthPage } from '../login/AuthLayout.styles';
import { InPageLoginBox } from '../login/InPageLoginBox';
import { useSignInRedirect } from '../login/useSignInRedirect';

const TITLE = '登录价迹，降价提醒不错过';

/** `user_login`: the login box on its own page; after sign-in it goes to `from` / `from_url` / '/'. */
export const UserLoginPage = observer(function UserLoginPage() {
  useSignInRedirect();

  return (
    <StyledAuthPage aria-labelledby="user-login-title">
      <PageMeta title="登录" description={TITLE} />
      <h1 id="user-login-title">{TITLE}</h1>
      <InPageLoginBox />
    </StyledAuthPage>
  );
});
