export { AlertChannelCard } from './AlertChannelCard';
export type { AlertChannelCardProps } from './AlertChannelCard';
export type { ChannelTestState } from './ChannelTest';
