import { Link } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { AccountGate } from '../account/AccountGate';
import { useAccountPage } from '../account/useAccountPage';
import { paths } from '../paths';
import { PasswordChangeForm } from './PasswordChangeForm';

/** `/mine/setting_password`: set or change the password with an SMS code or the current one. */
export const SetPasswordPage = observer(function SetPasswordPage() {
  const account = useAccountPage();
  return (
    <AccountGate account={account} title="登录密码">
      {() => (
        <>
          <p>
            <Link href={paths.accountSettings()}>‹ 返回账号设置</Link>
          </p>
          <PasswordChangeForm account={account} />
        </>
      )}
    </AccountGate>
  );
});
