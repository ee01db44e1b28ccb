export { Link, LinkProvider } from './Link';
export type { LinkComponent, LinkProps, LinkProviderProps } from './Link';
