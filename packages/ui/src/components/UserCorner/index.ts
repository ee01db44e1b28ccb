export { UserCorner, USER_MENU_LINKS } from './UserCorner';
export type { UserCornerCounts, UserCornerProps, UserCornerUser } from './UserCorner';
