/** The colour tokens' values in the light scheme, the default (and the only one off the site). */
export const lightColours = {
  brand: '#c62828',
  brandHover: '#a61f1f',
  brandSoft: '#fdecec',
  onBrand: '#ffffff',
  priceDown: '#1b7a35',
  priceUp: '#c62828',
  priceDownSoft: '#e8f4eb',
  text: '#1f2329',
  textMuted: '#596170',
  textInverse: '#ffffff',
  border: '#e1e4e8',
  surface: '#ffffff',
  surfaceMuted: '#f5f6f8',
  placeholder: '#eceef1',
  focus: '#1456d9',
  warning: '#b26a00',
  mask: 'rgba(17, 20, 24, 0.55)',
  onMask: '#ffffff',
  wechat: '#07883f',
  qq: '#0e7cb5',
  weibo: '#d81e06',
} as const;

/** A colour token's name. */
export type ColourName = keyof typeof lightColours;

/** One scheme's value for every colour token. */
export type ColourValues = Readonly<Record<ColourName, string>>;

/**
 * The same tokens in the dark scheme. A red light enough to read on the dark surfaces is too light
 * for white text, so what sits on red or green (`onBrand`, `textInverse`) turns dark here.
 */
export const darkColours: ColourValues = {
  brand: '#ff7a73',
  brandHover: '#ff9c96',
  brandSoft: '#3d1f1f',
  onBrand: '#1a0b0b',
  priceDown: '#5cc878',
  priceUp: '#ff7a73',
  priceDownSoft: '#1d3324',
  text: '#e6e8eb',
  textMuted: '#a3abb8',
  textInverse: '#121417',
  border: '#373c45',
  surface: '#1c1f24',
  surfaceMuted: '#121417',
  placeholder: '#2a2e35',
  focus: '#7aa7ff',
  warning: '#f0a84a',
  mask: 'rgba(0, 0, 0, 0.6)',
  onMask: '#ffffff',
  wechat: '#2fbf68',
  qq: '#3aa6e0',
  weibo: '#ff6a4d',
};
