export { PhoneAppTop } from './PhoneAppTop';
export type { PhoneAppTopProps } from './PhoneAppTop';
