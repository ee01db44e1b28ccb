/** A row's move since yesterday's list: up or down some places, the same place, or new on it. */
export type RankMove =
  { kind: 'up' | 'down'; places: number } | { kind: 'same' | 'new'; places: 0 };

/**
 * The move of a product now at `rank` against yesterday's ranks; null when yesterday's list has no
 * snapshot (nobody asked for it), since then nothing is known about yesterday.
 */
export function rankMove(
  rank: number,
  yesterday: ReadonlyMap<number, number> | undefined,
  productId: number,
): RankMove | null {
  if (!yesterday) return null;
  const before = yesterday.get(productId);
  if (before === undefined) return { kind: 'new', places: 0 };
  if (before > rank) return { kind: 'up', places: before - rank };
  if (before < rank) return { kind: 'down', places: rank - before };
  return { kind: 'same', places: 0 };
}
