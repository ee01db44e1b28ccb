export { WatchButton } from './WatchButton';
export type { WatchButtonProps, WatchButtonState } from './WatchButton';
