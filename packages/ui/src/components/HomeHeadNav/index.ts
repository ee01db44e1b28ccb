export { HomeHeadNav, HOME_NAV_ITEMS } from './HomeHeadNav';
export type { HeadNavItem, HomeHeadNavProps } from './HomeHeadNav';
