import uPlot from 'uplot';
import { STOCK_LABEL } from '@pricetrail/core';
import { canvasFont, type PlotStyle } from './plotStyle';
import type { StockGap } from './priceTypes';

// Drawn over the lines and the area under them (which would hide a band beneath), light enough
// for the lines to read through: they look faded where the product could not be bought.
const BAND_ALPHA = 0.55;
// 预售 is drawn in a strong colour, so fainter: a tint the lines show through as clearly.
const PRESALE_ALPHA = 0.16;
const LABEL_PADDING = 4;

function drawGaps(u: uPlot, gaps: readonly StockGap[], style: PlotStyle) {
  const { min, max } = u.scales.x ?? {};
  if (gaps.length === 0 || min === undefined || max === undefined) return;
  const ratio = uPlot.pxRatio;
  const { top, height } = u.bbox;
  const ctx = u.ctx;
  ctx.save();
  ctx.font = canvasFont(style, ratio);
  ctx.textBaseline = 'top';
  ctx.textAlign = 'left';
  for (const gap of gaps) {
    const from = Math.max(gap.from, min);
    const to = Math.min(gap.to ?? max, max);
    if (to <= from) continue;
    const left = Math.round(u.valToPos(from, 'x', true));
    const width = Math.max(Math.round(u.valToPos(to, 'x', true)) - left, ratio);
    const isPresale = gap.state === 'presale';
    ctx.globalAlpha = isPresale ? PRESALE_ALPHA : BAND_ALPHA;
    ctx.fillStyle = isPresale ? style.presaleBand : style.stockGap;
    ctx.fillRect(left, top, width, height);
    ctx.globalAlpha = 1;
    const label = STOCK_LABEL[gap.state];
    const padding = LABEL_PADDING * ratio;
    // A band too narrow for its word stays unlabelled; the legend and the table name it.
    if (ctx.measureText(label).width + 2 * padding > width) continue;
    ctx.fillStyle = style.textMuted;
    ctx.fillText(label, left + padding, top + padding);
  }
  ctx.restore();
}

/**
 * Shades the stretches without stock (无货, 下架) as light bands over the lines, and 预售 ones in a
 * tint of their own, each labelled when wide enough; registered before the extremes so their
 * labels stay on top.
 */
export function stockGapsPlugin(
  getGaps: () => readonly StockGap[],
  style: PlotStyle,
): uPlot.Plugin {
  return { hooks: { draw: [(u) => drawGaps(u, getGaps(), style)] } };
}
