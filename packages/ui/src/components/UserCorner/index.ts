export { UserCorner } from './UserCorner';
export type { UserCornerProps } from './UserCorner';
export { UserMenu, USER_MENU_LINKS } from './UserMenu';
export type { UserCornerCounts, UserCornerUser, UserMenuProps } from './UserMenu';
export { VisitorCorner } from './VisitorCorner';
export type { VisitorCornerProps } from './VisitorCorner';
