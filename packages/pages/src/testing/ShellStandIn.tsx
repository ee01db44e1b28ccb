import { useRootStore } from '@pricetrail/services/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';

/** Stands in for the site's shell: reads the session like the header does, and says when the login modal would open. */
export const ShellStandIn = observer(function ShellStandIn() {
  const { login } = useRootStore();
  useEffect(() => void login.restore(), [login]);
  return login.isModalVisible ? <p role="status">登录弹窗已打开</p> : null;
});
