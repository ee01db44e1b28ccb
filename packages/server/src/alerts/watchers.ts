import type { DbHandle } from '../db/schema.js';
import { selectIn } from '../db/statements.js';
import {
  clusterMoves,
  clusterRecentLows,
  clusterWindowKey,
  type ClusterMove,
} from './clusterWatch.js';
import type { PriceMove } from './conditions.js';
import { recentLows, windowKey } from './recentLows.js';

/** A watch item's alert fields, as the judging reads them. */
export interface WatcherRow {
  id: number;
  user_id: number;
  product_id: number;
  alert_kind: string;
  saved_price: number | null;
  target_price: number | null;
  alert_percent: number | null;
  alert_days: number | null;
  alert_interval_hours: number | null;
  alerted_at: number | string | null;
  notified_price: number | null;
}

/** A watcher covering every store, with its product's cluster. */
interface ClusterWatcherRow extends WatcherRow {
  cluster_key: string;
}

/** A watcher with the move it is judged on: its own product's, or its cluster's cheapest. */
export interface Judged {
  row: WatcherRow;
  move: PriceMove;
  /** The N-day low a 'lowest_days' condition compares with. */
  recentLow: number | undefined;
  /** Judged on the cluster's cheapest listing. */
  allStores: boolean;
}

const WATCHER_COLUMNS = `w.id, w.user_id, w.product_id, w.alert_kind, w.saved_price, w.target_price,
  w.alert_percent, w.alert_days, w.alert_interval_hours, w.alerted_at, w.notified_price`;

/** The watchers of the moved products judged on their own product's price, with its N-day lows. */
async function ownProductWatchers(
  db: DbHandle,
  byProduct: ReadonlyMap<number, PriceMove>,
): Promise<Judged[]> {
  const rows = await selectIn<WatcherRow>(
    db,
    `select ${WATCHER_COLUMNS} from watch_items w join products p on p.id = w.product_id
     where w.alert_kind <> 'off' and w.product_id in (:ids)
       and (w.all_stores = 0 or p.cluster_key is null)`,
    [...byProduct.keys()],
  );
  const windows = new Map<string, { productId: number; days: number; at: number }>();
  for (const row of rows) {
    if (row.alert_kind !== 'lowest_days' || row.alert_days === null) continue;
    const move = byProduct.get(row.product_id) as PriceMove;
    const key = windowKey(row.product_id, row.alert_days);
    windows.set(key, { productId: row.product_id, days: row.alert_days, at: move.at });
  }
  const lows = await recentLows(db, [...windows.values()]);
  return rows.map((row) => ({
    row,
    move: byProduct.get(row.product_id) as PriceMove,
    recentLow:
      row.alert_days === null ? undefined : lows.get(windowKey(row.product_id, row.alert_days)),
    allStores: false,
  }));
}

/**
 * The watchers covering every store of a cluster the write touched, judged on the cluster's
 * cheapest listing; the alert names the listing they watch when it is among the cheapest.
 */
async function allStoresWatchers(
  db: DbHandle,
  byProduct: ReadonlyMap<number, PriceMove>,
): Promise<Judged[]> {
  const found = await selectIn<ClusterWatcherRow>(
    db,
    `select ${WATCHER_COLUMNS}, p.cluster_key from watch_items w
     join products p on p.id = w.product_id
     where w.all_stores = 1 and w.alert_kind <> 'off'
       and p.cluster_key in (select m.cluster_key from products m where m.id in (:ids))`,
    [...byProduct.keys()],
  );
  if (found.length === 0) return [];
  // A cluster reached through two chunks of ids lists its watchers twice.
  const rows = [...new Map(found.map((row) => [row.id, row])).values()];
  const moves = await clusterMoves(db, [...new Set(rows.map((r) => r.cluster_key))], byProduct);
  const wanted = rows.flatMap((row) =>
    row.alert_kind === 'lowest_days' && row.alert_days !== null
      ? [{ clusterKey: row.cluster_key, days: row.alert_days }]
      : [],
  );
  const lows = await clusterRecentLows(db, wanted, moves);
  return rows.flatMap((row) => {
    const move = moves.get(row.cluster_key);
    if (!move) return [];
    const days = row.alert_days;
    return [
      {
        row,
        move: watchedFirst(move, row.product_id),
        recentLow: days === null ? undefined : lows.get(clusterWindowKey(row.cluster_key, days)),
        allStores: true,
      },
    ];
  });
}

/** The cluster's move, naming the watched listing when it is among the cheapest. */
function watchedFirst(move: ClusterMove, productId: number): PriceMove {
  return move.cheapestIds.includes(productId) ? { ...move, productId } : move;
}

/**
 * Every watcher a write's moves concern, each with the move it is judged on: those of the moved
 * products on their own price, and those covering every store on their cluster's cheapest.
 */
export async function watchersOf(
  db: DbHandle,
  byProduct: ReadonlyMap<number, PriceMove>,
): Promise<Judged[]> {
  return [
    ...(await ownProductWatchers(db, byProduct)),
    ...(await allStoresWatchers(db, byProduct)),
  ];
}
