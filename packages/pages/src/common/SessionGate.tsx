import { useRootStore } from '@pricetrail/services/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useIsLive } from './useIsLive';

/** Props of {@link SessionGate}. */
export interface SessionGateProps {
  /** What a signed-in shopper sees (a form); nothing when omitted. */
  children?: ReactNode;
  /** What a visitor sees instead (a sign-in prompt). */
  visitor: ReactNode;
}

/**
 * A signed-in shopper's part or a visitor's prompt, and neither while a session's user is still
 * being read: a signed-in shopper never sees the prompt flash while the page loads. Neither on the
 * server either, which cannot know the session: its HTML is the same for every visitor.
 */
export const SessionGate = observer(function SessionGate({ children, visitor }: SessionGateProps) {
  const { login } = useRootStore();
  const isLive = useIsLive();
  if (!isLive || login.isUserPending) return null;
  return <>{login.isSignedIn ? children : visitor}</>;
});
