export { DEFAULT_WAYS_ON, WaysOn } from './WaysOn';
export type { WayOnLink, WaysOnProps } from './WaysOn';
