/** A chart point: epoch seconds and fen. */
export type SeriesPoint = [ts: number, value: number];

/**
 * Reduces a series to at most `max` points by keeping, per time-ordered bucket, its minimum and
 * its maximum (in time order), plus the first and last point; so no extreme is ever lost.
 */
export function downsampleMinMax(points: readonly SeriesPoint[], max: number): SeriesPoint[] {
  if (max < 4) throw new RangeError('max must be at least 4');
  if (points.length <= max) return points.slice();
  const inner = points.length - 2;
  const buckets = Math.floor((max - 2) / 2);
  const size = inner / buckets;
  const out: SeriesPoint[] = [points[0] as SeriesPoint];
  for (let b = 0; b < buckets; b++) {
    const from = 1 + Math.floor(b * size);
    const to = Math.min(1 + Math.floor((b + 1) * size), points.length - 1);
    if (from >= to) continue;
    let minIndex = from;
    let maxIndex = from;
    for (let i = from + 1; i < to; i++) {
      const value = (points[i] as SeriesPoint)[1];
      if (value < (points[minIndex] as SeriesPoint)[1]) minIndex = i;
      if (value > (points[maxIndex] as SeriesPoint)[1]) maxIndex = i;
    }
    const first = Math.min(minIndex, maxIndex);
    const second = Math.max(minIndex, maxIndex);
    out.push(points[first] as SeriesPoint);
    if (second !== first) out.push(points[second] as SeriesPoint);
  }
  out.push(points[points.length - 1] as SeriesPoint);
  return out;
}
