import { formatIsoDay } from '@pricetrail/core';
import uPlot from 'uplot';
import type { PriceAt, PriceExtremes } from './extremes';
import { canvasFont, type PlotStyle } from './plotStyle';

const DOT_RADIUS = 4;
const OFFSET = 7;
const PAD_X = 6;
const PAD_Y = 4;

interface Label {
  at: PriceAt;
  text: string;
  color: string;
  isBelow: boolean;
}

function drawLabel(u: uPlot, label: Label, style: PlotStyle) {
  const ratio = uPlot.pxRatio;
  const ctx = u.ctx;
  const { left, top, width, height } = u.bbox;
  const x = u.valToPos(label.at.ts, 'x', true);
  const y = u.valToPos(label.at.fen, 'y', true);

  ctx.beginPath();
  ctx.arc(x, y, DOT_RADIUS * ratio, 0, 2 * Math.PI);
  ctx.fillStyle = label.color;
  ctx.fill();
  ctx.lineWidth = 2 * ratio;
  ctx.strokeStyle = style.surface;
  ctx.stroke();

  const boxWidth = ctx.measureText(label.text).width + 2 * PAD_X * ratio;
  const boxHeight = (style.fontSize + 2 * PAD_Y) * ratio;
  const below = y + OFFSET * ratio;
  const above = y - OFFSET * ratio - boxHeight;
  const fitsBelow = below + boxHeight <= top + height;
  const fitsAbove = above >= top;
  const boxTop = (label.isBelow && fitsBelow) || !fitsAbove ? below : above;
  const boxLeft = Math.min(Math.max(x - boxWidth / 2, left), left + width - boxWidth);

  ctx.beginPath();
  ctx.roundRect(boxLeft, boxTop, boxWidth, boxHeight, 3 * ratio);
  ctx.fillStyle = style.surface;
  ctx.fill();
  ctx.lineWidth = ratio;
  ctx.strokeStyle = label.color;
  ctx.stroke();
  ctx.fillStyle = label.color;
  ctx.fillText(label.text, boxLeft + PAD_X * ratio, boxTop + boxHeight / 2);
}

/** Marks the lowest and highest price of the visible range with a dot and a 'price · date' label. */
export function extremesPlugin(
  getExtremes: () => PriceExtremes | null,
  style: PlotStyle,
  formatPrice: (fen: number) => string,
): uPlot.Plugin {
  const draw = (u: uPlot) => {
    const extremes = getExtremes();
    if (!extremes) return;
    const { lowest, highest } = extremes;
    const labels: Label[] = [
      {
        at: lowest,
        text: `最低 ${formatPrice(lowest.fen)} · ${formatIsoDay(lowest.ts)}`,
        color: style.lowest,
        isBelow: true,
      },
    ];
    if (highest.fen !== lowest.fen) {
      labels.push({
        at: highest,
        text: `最高 ${formatPrice(highest.fen)} · ${formatIsoDay(highest.ts)}`,
        color: style.highest,
        isBelow: false,
      });
    }
    const ctx = u.ctx;
    ctx.save();
    ctx.font = canvasFont(style, uPlot.pxRatio, style.fontWeightStrong);
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'left';
    labels.forEach((label) => drawLabel(u, label, style));
    ctx.restore();
  };
  return { hooks: { draw: [draw] } };
}
