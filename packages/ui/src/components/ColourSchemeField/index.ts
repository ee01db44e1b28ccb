export { ColourSchemeField } from './ColourSchemeField';
export type { ColourSchemeFieldProps } from './ColourSchemeField';
