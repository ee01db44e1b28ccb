import uPlot from 'uplot';
import type { PriceMark } from './priceTypes';
import { canvasFont, type PlotStyle } from './plotStyle';

/** Room above the plot (CSS px) where the sale labels sit. */
export const MARK_BAND = 22;
const LABEL_GAP = 6;
const LINE_ALPHA = 0.45;

interface PlacedMark {
  x: number;
  label: string;
  labelLeft: number;
  labelWidth: number;
}

function placeMarks(u: uPlot, marks: readonly PriceMark[]): PlacedMark[] {
  const { min, max } = u.scales.x ?? {};
  if (min === undefined || max === undefined) return [];
  const { left, width } = u.bbox;
  return marks
    .filter((mark) => mark.ts >= min && mark.ts <= max)
    .sort((a, b) => a.ts - b.ts)
    .map((mark) => {
      const x = Math.round(u.valToPos(mark.ts, 'x', true)) + 0.5;
      const labelWidth = u.ctx.measureText(mark.label).width;
      const labelLeft = Math.min(Math.max(x - labelWidth / 2, left), left + width - labelWidth);
      return { x, label: mark.label, labelLeft, labelWidth };
    });
}

/** Which labels fit: newest first, each dropped when it would touch the one to its right. */
function labelsThatFit(placed: readonly PlacedMark[], gap: number): Set<PlacedMark> {
  const shown = new Set<PlacedMark>();
  let limit = Infinity;
  for (let i = placed.length - 1; i >= 0; i -= 1) {
    const mark = placed[i] as PlacedMark;
    if (mark.labelLeft + mark.labelWidth + gap > limit) continue;
    shown.add(mark);
    limit = mark.labelLeft;
  }
  return shown;
}

function drawMarks(u: uPlot, marks: readonly PriceMark[], style: PlotStyle) {
  if (marks.length === 0) return;
  const ratio = uPlot.pxRatio;
  const { top, height } = u.bbox;
  const ctx = u.ctx;
  ctx.save();
  ctx.font = canvasFont(style, ratio, style.fontWeightStrong);
  const placed = placeMarks(u, marks);
  // Years of history on a phone leave no room for every label; the newest sales keep theirs and
  // the legend says what the unlabelled dashed lines are.
  const labelled = labelsThatFit(placed, LABEL_GAP * ratio);
  ctx.setLineDash([4 * ratio, 3 * ratio]);
  ctx.lineWidth = ratio;
  ctx.textBaseline = 'bottom';
  ctx.textAlign = 'left';
  for (const mark of placed) {
    ctx.globalAlpha = LINE_ALPHA;
    ctx.strokeStyle = style.sale;
    ctx.beginPath();
    ctx.moveTo(mark.x, top);
    ctx.lineTo(mark.x, top + height);
    ctx.stroke();
    ctx.globalAlpha = 1;
    if (!labelled.has(mark)) continue;
    ctx.fillStyle = style.sale;
    ctx.fillText(mark.label, mark.labelLeft, top - 4 * ratio);
  }
  ctx.restore();
}

/** Draws sale days (618, 双11) as dashed vertical lines labelled above the plot, under the lines. */
export function marksPlugin(getMarks: () => readonly PriceMark[], style: PlotStyle): uPlot.Plugin {
  return { hooks: { drawClear: [(u) => drawMarks(u, getMarks(), style)] } };
}
