export { TrackingPanel } from './TrackingPanel';
export type { TrackingPanelProps, TrackingPanelState } from './TrackingPanel';
