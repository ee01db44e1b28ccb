import type { HTMLAttributes } from 'react';
import { UserMenu, type UserCornerCounts, type UserCornerUser } from './UserMenu';
import { VisitorCorner } from './VisitorCorner';

/** Props of {@link UserCorner}. */
export interface UserCornerProps extends HTMLAttributes<HTMLDivElement> {
  /** The signed-in user; absent for a visitor. */
  user?: UserCornerUser;
  /** Collection counts, shown as badges when given. */
  counts?: UserCornerCounts;
  /** Called when a visitor presses 登录 (the caller opens the login modal). */
  onLogin: () => void;
  /** Called when the user picks 退出登录. */
  onLogout: () => void;
  /** Where 注册 leads. */
  registerHref?: string;
}

/**
 * The header's account corner: 登录 / 注册 for visitors, the user's menu once signed in.
 * Its halves are exported too, so an app can load the menu's code only for signed-in users.
 */
export function UserCorner({
  user,
  counts,
  onLogin,
  onLogout,
  registerHref,
  ...rest
}: UserCornerProps) {
  return user ? (
    <UserMenu user={user} counts={counts} onLogout={onLogout} {...rest} />
  ) : (
    <VisitorCorner onLogin={onLogin} registerHref={registerHref} {...rest} />
  );
}
