import { useRootStore } from '@pricetrail/services/react';
import { observer } from 'mobx-react-lite';
import { useSyncExternalStore, type ReactNode } from 'react';

/** Props of {@link SessionGate}. */
export interface SessionGateProps {
  /** What a signed-in shopper sees (a form); nothing when omitted. */
  children?: ReactNode;
  /** What a visitor sees instead (a sign-in prompt). */
  visitor: ReactNode;
}

const neverChanges = () => () => {};

/**
 * A signed-in shopper's part or a visitor's prompt, and neither while a session's user is still
 * being read: a signed-in shopper never sees the prompt flash while the page loads. Neither is in
 * the server's HTML either (the same for every visitor), nor while the browser hydrates it: the
 * browser reads the session cookie, so its first render would differ from the server's.
 */
export const SessionGate = observer(function SessionGate({ children, visitor }: SessionGateProps) {
  const { login } = useRootStore();
  const isLive = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  if (!isLive || login.isUserPending) return null;
  return <>{login.isSignedIn ? children : visitor}</>;
});
