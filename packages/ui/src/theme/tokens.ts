// Names the module the augmentation below extends, so a program that reads only this file (the
// extension, through `@pricetrail/ui/tokens`) finds it too. Erased from the JavaScript.
import type {} from 'styled-components';
import { colourVariables } from './colourVariables';

export { darkColours, lightColours, type ColourName, type ColourValues } from './palette';

/**
 * Design tokens: the only place sizes and timings live. Colours are CSS custom properties whose
 * values per scheme are in `palette.ts`, so the page's scheme changes without re-rendering.
 */
export const theme = {
  color: colourVariables,
  font: {
    family:
      '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "Helvetica Neue", Arial, sans-serif',
    familyNumeric: '"DIN Alternate", "Roboto Mono", "Helvetica Neue", Arial, sans-serif',
    size: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '28px' },
    weight: { regular: 400, medium: 500, bold: 700 },
    lineHeight: { tight: 1.3, normal: 1.6 },
  },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '40px' },
  radius: { sm: '4px', md: '8px', lg: '12px', round: '999px' },
  shadow: {
    card: '0 1px 3px rgba(17, 20, 24, 0.08)',
    overlay: '0 12px 40px rgba(17, 20, 24, 0.24)',
  },
  size: {
    placeholderLoading: '280px',
    focusRing: '2px',
    contentMax: '1200px',
    hairline: '1px',
    icon: '24px',
    thumbSm: '56px',
    thumbMd: '88px',
    thumbLg: '112px',
    tabLegacyMargin: '50px',
    chartHeight: '320px',
    chartHeightPhone: '240px',
    tooltipMax: '240px',
    dialogWidth: '400px',
    qrCode: '160px',
    captchaHeight: '240px',
    feedColumn: '280px',
    watchRow: '400px',
  },
  breakpoint: { phone: '375px', tablet: '768px', desktop: '1024px', wide: '1440px' },
  /** Devices driven by touch alone (phones, tablets): no extension runs there. */
  media: { touchOnly: '(hover: none) and (pointer: coarse)' },
  zIndex: { header: 10, overlay: 100, toast: 200 },
  motion: { fast: '120ms', normal: '200ms', caretBlink: '1s' },
} as const;

/** The theme object's type, used to type styled-components' `DefaultTheme`. */
export type Theme = typeof theme;

declare module 'styled-components' {
  // Interface merging is the only way to type styled-components' theme.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
