export { SecondNav } from './SecondNav';
export type { SecondNavItem, SecondNavProps } from './SecondNav';
