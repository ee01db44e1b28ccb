import { useRootStore } from '@pricetrail/services/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';

/** Props of {@link SessionGate}. */
export interface SessionGateProps {
  /** What a signed-in shopper sees (a form); nothing when omitted. */
  children?: ReactNode;
  /** What a visitor sees instead (a sign-in prompt). */
  visitor: ReactNode;
}

/**
 * A signed-in shopper's part or a visitor's prompt, and neither while a session's user is still
 * being read: a signed-in shopper never sees the prompt flash while the page loads.
 */
export const SessionGate = observer(function SessionGate({ children, visitor }: SessionGateProps) {
  const { login } = useRootStore();
  if (login.isUserPending) return null;
  return <>{login.isSignedIn ? children : visitor}</>;
});
