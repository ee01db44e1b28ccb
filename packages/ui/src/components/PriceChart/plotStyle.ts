import type { DefaultTheme } from 'styled-components';
import type { ColourValues } from '../../theme/palette';

/** What the canvas needs from the theme: uPlot draws with plain strings and numbers. */
export interface PlotStyle {
  /** CSS font family for axis labels and canvas text. */
  fontFamily: string;
  /** Axis and label size in CSS px. */
  fontSize: number;
  /** Weight for the extreme-price labels. */
  fontWeightStrong: number;
  /** Axis text. */
  textMuted: string;
  /** Grid lines and axis ticks. */
  grid: string;
  /** Label backgrounds. */
  surface: string;
  /** 到手价 line. */
  finalLine: string;
  /** Area under the 到手价 line. */
  finalFill: string;
  /** 页面价 line. */
  listLine: string;
  /** Lowest-price marker. */
  lowest: string;
  /** Highest-price marker. */
  highest: string;
  /** Sale-day markers (618, 双11). */
  sale: string;
  /** The band over a stretch without stock (无货, 下架). */
  stockGap: string;
  /** The band over a 预售 stretch. */
  presaleBand: string;
}

/** Reads the canvas font from the theme tokens and its colours from the scheme the page shows. */
export function plotStyle(theme: DefaultTheme, colours: ColourValues): PlotStyle {
  return {
    fontFamily: theme.font.family,
    fontSize: Number.parseFloat(theme.font.size.xs),
    fontWeightStrong: theme.font.weight.medium,
    textMuted: colours.textMuted,
    grid: colours.border,
    surface: colours.surface,
    finalLine: colours.brand,
    finalFill: colours.brandSoft,
    listLine: colours.textMuted,
    lowest: colours.priceDown,
    highest: colours.priceUp,
    sale: colours.brand,
    stockGap: colours.border,
    presaleBand: colours.warning,
  };
}

/** A canvas font string at the device pixel ratio. */
export function canvasFont(style: PlotStyle, pxRatio: number, weight?: number): string {
  return `${weight ?? ''} ${style.fontSize * pxRatio}px ${style.fontFamily}`.trim();
}
