import { paths } from '@pricetrail/pages';
import { refreshUnreadOnReturn, unreadOf } from '@pricetrail/services';
import { useRootStore } from '@pricetrail/services/react';
import { NoticeBell, UserMenu } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { StyledSignedInCorner } from './SignedInCorner.styles';

/**
 * The signed-in user's corner: the notice bell and the user's menu; its own chunk, fetched beside
 * the user's details. The unread count is read on arrival and again when the shopper comes back
 * to the tab; the collection counts load when the pointer or focus reaches the menu.
 */
export const SignedInCorner = observer(function SignedInCorner() {
  const root = useRootStore();
  const { login } = root;
  const unread = unreadOf(root);

  useEffect(() => {
    void unread.refresh();
    const stop = new AbortController();
    refreshUnreadOnReturn(unread, { window, document }, stop.signal);
    return () => stop.abort();
  }, [unread]);

  if (!login.userInfo) return null;
  const loadCounts = () => void login.loadCounts();
  return (
    <StyledSignedInCorner>
      <NoticeBell href={paths.notice()} unread={unread.value} />
      <UserMenu
        user={login.userInfo}
        counts={login.collection}
        onLogout={() => void login.signOut()}
        onPointerEnter={loadCounts}
        onFocus={loadCounts}
      />
    </StyledSignedInCorner>
  );
});
