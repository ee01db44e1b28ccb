import type uPlot from 'uplot';

/** Where the crosshair is: the data index and its position inside the chart box (CSS px). */
export interface PlotHover {
  /** Index into the aligned data. */
  idx: number;
  /** Cursor x, from the chart box's left edge. */
  x: number;
  /** Top of the plotting area, from the chart box's top edge. */
  top: number;
  /** True when the cursor is in the right half, so the tooltip opens to the left. */
  isRightHalf: boolean;
}

function hoverOf(u: uPlot): PlotHover | null {
  const { idx, left } = u.cursor;
  if (idx === null || idx === undefined || left === undefined || left < 0) return null;
  const x = u.data[0][idx];
  if (x === undefined) return null;
  // Snap to the point itself, not the pointer, so the tooltip sits on the crosshair.
  const snapped = u.valToPos(x, 'x');
  return {
    idx,
    x: u.over.offsetLeft + snapped,
    top: u.over.offsetTop,
    isRightHalf: snapped > u.over.clientWidth / 2,
  };
}

/** Moves the crosshair to where a finger touches the plot (uPlot's own cursor follows only the mouse). */
function followTouch(u: uPlot, event: TouchEvent) {
  const touch = event.touches[0];
  if (!touch) return;
  const box = u.over.getBoundingClientRect();
  u.setCursor({ left: touch.clientX - box.left, top: touch.clientY - box.top });
}

/** A uPlot plugin that reports the crosshair to `onHover` for mouse, touch and keyboard. */
export function tooltipPlugin(onHover: (hover: PlotHover | null) => void): uPlot.Plugin {
  let removeTouch = () => {};
  return {
    hooks: {
      init: [
        (u) => {
          const handleTouch = (event: TouchEvent) => followTouch(u, event);
          u.over.addEventListener('touchstart', handleTouch, { passive: true });
          u.over.addEventListener('touchmove', handleTouch, { passive: true });
          removeTouch = () => {
            u.over.removeEventListener('touchstart', handleTouch);
            u.over.removeEventListener('touchmove', handleTouch);
          };
        },
      ],
      setCursor: [(u) => onHover(hoverOf(u))],
      destroy: [() => removeTouch()],
    },
  };
}

/** A keyboard step for the crosshair: a number of points, or the first / last point. */
export type CursorStep = number | 'first' | 'last';

/** Moves the crosshair by whole points (arrow keys); the first key press shows the newest point. */
export function moveCursor(u: uPlot, step: CursorStep) {
  const xs = u.data[0];
  if (xs.length === 0) return;
  const last = xs.length - 1;
  const isShown = u.cursor.idx != null && (u.cursor.left ?? -1) >= 0;
  let target = last;
  if (step === 'first') target = 0;
  else if (typeof step === 'number' && isShown) {
    target = Math.min(Math.max((u.cursor.idx as number) + step, 0), last);
  }
  const x = xs[target] as number;
  const hasTop = u.cursor.top !== undefined && u.cursor.top >= 0;
  u.setCursor({
    left: u.valToPos(x, 'x'),
    top: hasTop ? (u.cursor.top as number) : u.over.clientHeight / 2,
  });
}

/** Hides the crosshair and the tooltip. */
export function hideCursor(u: uPlot) {
  u.setCursor({ left: -10, top: -10 });
}
