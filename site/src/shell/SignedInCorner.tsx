import { useRootStore } from '@pricetrail/services/react';
import { UserMenu } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';

/**
 * The signed-in user's corner; its own chunk, fetched beside the user's details. The collection
 * counts load when the pointer or focus reaches the menu, not on every page load.
 */
export const SignedInCorner = observer(function SignedInCorner() {
  const { login } = useRootStore();
  if (!login.userInfo) return null;
  const loadCounts = () => void login.loadCounts();
  return (
    <UserMenu
      user={login.userInfo}
      counts={login.collection}
      onLogout={() => void login.signOut()}
      onPointerEnter={loadCounts}
      onFocus={loadCounts}
    />
  );
});
