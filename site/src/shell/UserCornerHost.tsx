import { useAppStore } from '@pricetrail/services/react';
import { UserCorner } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';

/** The header's account corner over the login store; fetches the user when a session exists. */
export const UserCornerHost = observer(function UserCornerHost() {
  const { login } = useAppStore();

  useEffect(() => {
    void login.restore();
  }, [login]);

  return (
    <UserCorner
      user={login.userInfo ?? undefined}
      counts={login.userInfo ? login.collection : undefined}
      onLogin={login.openModal}
      onLogout={() => void login.signOut()}
    />
  );
});
