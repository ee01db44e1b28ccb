export { theme, lightColours, darkColours } from './tokens';
export type { Theme, ColourName, ColourValues } from './tokens';
export { GlobalStyle } from './GlobalStyle';
export { ThemeRoot } from './ThemeRoot';
export type { ThemeRootProps } from './ThemeRoot';
export { hiddenOnTouch, shownOnTouchOnly } from './touchOnly';
