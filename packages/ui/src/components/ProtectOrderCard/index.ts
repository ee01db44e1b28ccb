export { ProtectOrderCard } from './ProtectOrderCard';
export type { ProtectOrderCardProps } from './ProtectOrderCard';
