import { describe, expect, it } from 'vitest';
import { SKETCH_HEIGHT, SKETCH_WIDTH, sketchBands, sketchSeries } from './priceSketch';

const DAY = 86_400;

describe('sketchSeries', () => {
  it('draws both lines stepped across the whole width, the highest price near the top', () => {
    const sketch = sketchSeries({
      xs: [0, DAY, 3 * DAY, 4 * DAY],
      final: [1000, 800, 800, 900],
      list: [1200, 1200, 1000, 1000],
    });
    expect(sketch).toBeDefined();
    if (!sketch) return;
    expect(sketch.top.fen).toBe(1200);
    expect(sketch.bottom.fen).toBe(800);
    expect(sketch.top.at).toBeLessThan(sketch.bottom.at);
    // Starts at the left edge, holds each price until the next, ends at the right edge.
    expect(sketch.final).toMatch(/^M0 [\d.]+H250V[\d.]+H750V[\d.]+H1000V[\d.]+H1000$/);
    expect(sketch.list.startsWith('M0 ')).toBe(true);
    expect(sketch.finalArea).toBe(`${sketch.final}V${SKETCH_HEIGHT}H0Z`);
    expect(sketch.span).toEqual([0, 4 * DAY]);
    const ys = [...sketch.final.matchAll(/[MV]\s?(?:\d+ )?([\d.]+)/g)].map(([, y]) => Number(y));
    expect(Math.min(...ys)).toBeGreaterThan(0);
    expect(Math.max(...ys)).toBeLessThan(SKETCH_HEIGHT);
    expect(SKETCH_WIDTH).toBe(1000);
  });

  it('starts a line where its first price is and leaves out a line without prices', () => {
    const sketch = sketchSeries({ xs: [0, DAY], final: [null, 500], list: [null, null] });
    expect(sketch?.final.startsWith('M1000 ')).toBe(true);
    expect(sketch?.list).toBe('');
  });

  it('draws one unchanged price as a flat line in the middle', () => {
    const sketch = sketchSeries({ xs: [DAY], final: [500], list: [500] });
    expect(sketch?.top.fen).toBe(500);
    expect(sketch?.final).toBe('M0 150H1000');
  });

  it('has nothing to draw without prices', () => {
    expect(sketchSeries({ xs: [], final: [], list: [] })).toBeUndefined();
    expect(sketchSeries({ xs: [0], final: [null], list: [null] })).toBeUndefined();
  });
});

describe('sketchBands', () => {
  it('places each gap over its stretch of the span, clipped to it, an open one to the right edge', () => {
    const span = [0, 10 * DAY] as const;
    expect(
      sketchBands(
        [
          { from: -5 * DAY, to: -DAY, state: 'delisted' },
          { from: -DAY, to: 2 * DAY, state: 'presale' },
          { from: 5 * DAY, to: 5 * DAY + 1, state: 'out_of_stock' },
          { from: 8 * DAY, to: null, state: 'out_of_stock' },
        ],
        span,
      ),
    ).toEqual([
      { x: 0, width: 200, state: 'presale' },
      { x: 500, width: 1, state: 'out_of_stock' },
      { x: 800, width: 200, state: 'out_of_stock' },
    ]);
  });
});
