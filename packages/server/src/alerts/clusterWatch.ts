import type { DbHandle } from '../db/schema.js';
import { selectIn } from '../db/statements.js';
import type { PriceMove } from './conditions.js';
import { recentLows, windowKey } from './recentLows.js';

/** How the cheapest price of one product cluster (the same goods in every store) moved in a write. */
export interface ClusterMove extends PriceMove {
  /** The listings holding the cheapest price after the write, by id; `productId` is the first. */
  cheapestIds: readonly number[];
  /** Every listing of the cluster that has a price. */
  memberIds: readonly number[];
}

interface MemberRow {
  id: number;
  cluster_key: string;
  current_final: number;
  lowest_price: number;
}

/**
 * The clusters whose cheapest price the write's `moves` changed, by cluster key. The summaries
 * already hold the prices after the write; a listing that moved had `before` until then, and its
 * historical low before the write is the move's. A cluster whose cheapest price stayed put is absent.
 */
export async function clusterMoves(
  db: DbHandle,
  clusterKeys: readonly string[],
  moves: ReadonlyMap<number, PriceMove>,
): Promise<Map<string, ClusterMove>> {
  const members = await selectIn<MemberRow>(
    db,
    `select p.id, p.cluster_key, s.current_final, s.lowest_price from products p
     join product_summaries s on s.product_id = p.id
     where p.cluster_key in (:ids) order by p.id`,
    clusterKeys,
  );
  const byCluster = new Map<string, MemberRow[]>();
  for (const row of members) {
    const list = byCluster.get(row.cluster_key);
    if (list) list.push(row);
    else byCluster.set(row.cluster_key, [row]);
  }
  const out = new Map<string, ClusterMove>();
  for (const [key, rows] of byCluster) {
    const move = cheapestMove(rows, moves);
    if (move) out.set(key, move);
  }
  return out;
}

function cheapestMove(
  rows: readonly MemberRow[],
  moves: ReadonlyMap<number, PriceMove>,
): ClusterMove | undefined {
  const after = Math.min(...rows.map((row) => Number(row.current_final)));
  let before = Infinity;
  let lowestBefore: number | undefined;
  let at = 0;
  for (const row of rows) {
    const move = moves.get(row.id);
    before = Math.min(before, move ? move.before : Number(row.current_final));
    const low = move ? move.lowestBefore : Number(row.lowest_price);
    if (low !== undefined) lowestBefore = Math.min(lowestBefore ?? Infinity, low);
    if (move) at = Math.max(at, move.at);
  }
  if (before === after || at === 0) return undefined;
  const cheapestIds = rows.filter((row) => Number(row.current_final) === after).map((r) => r.id);
  return {
    productId: cheapestIds[0] as number,
    before,
    after,
    lowestBefore,
    at,
    cheapestIds,
    memberIds: rows.map((row) => row.id),
  };
}

/** The key {@link clusterRecentLows} answers a cluster's N-day low under. */
export function clusterWindowKey(clusterKey: string, days: number): string {
  return `${clusterKey}:${days}`;
}

/**
 * The lowest price any listing of each cluster had in the N days before its cheapest price moved,
 * for the all-stores 近 N 天最低 watchers: `wanted` pairs a cluster key with its N.
 */
export async function clusterRecentLows(
  db: DbHandle,
  wanted: ReadonlyArray<{ clusterKey: string; days: number }>,
  moves: ReadonlyMap<string, ClusterMove>,
): Promise<Map<string, number>> {
  const pairs = new Map(wanted.map((w) => [clusterWindowKey(w.clusterKey, w.days), w]));
  const windows = [...pairs.values()].flatMap(({ clusterKey, days }) => {
    const move = moves.get(clusterKey);
    return move ? move.memberIds.map((productId) => ({ productId, days, at: move.at })) : [];
  });
  const lows = await recentLows(db, windows);
  const out = new Map<string, number>();
  for (const [key, { clusterKey, days }] of pairs) {
    const move = moves.get(clusterKey);
    const found = (move?.memberIds ?? [])
      .map((id) => lows.get(windowKey(id, days)))
      .filter((low): low is number => low !== undefined);
    if (found.length > 0) out.set(key, Math.min(...found));
  }
  return out;
}
