export { CardWatchToggle } from './CardWatchToggle';
export type { CardWatchToggleProps } from './CardWatchToggle';
