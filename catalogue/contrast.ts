/** A colour as red, green, blue (0–255) and alpha (0–1). */
export interface Rgba {
  /** Red, 0–255. */
  r: number;
  /** Green, 0–255. */
  g: number;
  /** Blue, 0–255. */
  b: number;
  /** Opacity, 0–1. */
  a: number;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/i;

/** Reads a theme colour: `#rgb`, `#rrggbb`, `rgb(…)` or `rgba(…)`. */
export function parseColour(colour: string): Rgba {
  const hex = HEX.exec(colour.trim());
  if (hex?.[1]) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    const [r, g, b] = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [
      number,
      number,
      number,
    ];
    return { r, g, b, a: 1 };
  }
  const rgb = RGB.exec(colour.trim());
  if (rgb) {
    const [, r, g, b, a] = rgb;
    return { r: Number(r), g: Number(g), b: Number(b), a: a === undefined ? 1 : Number(a) };
  }
  throw new Error(`Not a colour the contrast check reads: ${colour}`);
}

/** The opaque colour a translucent `top` shows over an opaque `bottom`. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (over: number, under: number) => over * top.a + under * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** WCAG 2 relative luminance of an opaque colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * WCAG 2 contrast ratio of `foreground` on `background` (1–21). A translucent background is
 * first laid over `backdrop` (white unless given), a translucent foreground over the result.
 */
export function contrastRatio(
  foreground: string,
  background: string,
  backdrop = '#ffffff',
): number {
  const base = composite(parseColour(background), parseColour(backdrop));
  const front = composite(parseColour(foreground), base);
  const [light, dark] = [relativeLuminance(front), relativeLuminance(base)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** What a colour pair carries, which sets the ratio WCAG AA asks of it. */
export type ContrastUse = 'text' | 'largeText' | 'graphic';

/** WCAG 2.2 AA minimum ratio: 4.5 for body text, 3 for large text (≥ 24px, or ≥ 18.66px bold) and for icons, borders and focus rings. */
export const AA_MINIMUM: Readonly<Record<ContrastUse, number>> = {
  text: 4.5,
  largeText: 3,
  graphic: 3,
};

/** Whether a ratio meets WCAG AA for what the pair carries. */
export function passesAa(ratio: number, use: ContrastUse): boolean {
  return ratio >= AA_MINIMUM[use];
}
