export { PhoneAppTop } from './PhoneAppTop';
export type { PhoneAppPlatform, PhoneAppTopProps } from './PhoneAppTop';
