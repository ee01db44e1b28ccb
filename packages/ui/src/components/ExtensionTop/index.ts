export { ExtensionTop } from './ExtensionTop';
export type { ExtensionTopProps } from './ExtensionTop';
