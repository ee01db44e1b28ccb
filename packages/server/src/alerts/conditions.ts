import type { AlertKind } from './message.js';

/**
 * What a watch item can wait for: any drop, a target price, a drop in % from the saved price, a
 * new historical low, 涨价 (any rise), the lowest of the last N days, 到货 (back in stock, judged
 * on the stock timeline by `restock.ts`, never on a price move); 'off' keeps it without alerts.
 */
export const WATCH_CONDITIONS = [
  'drop',
  'target',
  'percent',
  'lowest',
  'rise',
  'lowest_days',
  'restock',
  'off',
] as const;

/** One of {@link WATCH_CONDITIONS}. */
export type WatchCondition = (typeof WATCH_CONDITIONS)[number];

/** A product's final price moving from `before` to `after` in one write (fen). */
export interface PriceMove {
  productId: number;
  before: number;
  after: number;
  /** The historical low before this write; undefined when the product had no summary yet. */
  lowestBefore: number | undefined;
  /** When the new price took effect (its run's start, epoch s). */
  at: number;
}

/** The alert-relevant fields of a watch item. */
export interface WatchedItem {
  condition: string;
  savedPrice: number | null;
  targetPrice: number | null;
  percent: number | null;
  /** The N of a 'lowest_days' condition. */
  days: number | null;
  /**
   * For 'lowest_days': the lowest price in effect in the N days before the move; undefined when
   * the product has no price in that window (or the condition is another).
   */
  recentLow?: number | undefined;
  /** The price last alerted at; null while armed. */
  notifiedPrice: number | null;
}

/** What a price move does to one watcher: alert (with the price it compares to), re-arm, or nothing. */
export type Verdict =
  | { action: 'alert'; kind: AlertKind; reference: number | null }
  | { action: 'rearm' }
  | { action: 'none' };

/**
 * Whether the price after a move meets the item's condition, and the price the alert compares
 * it with: the price before (any drop, target), the saved price (percent), the old low (lowest).
 */
function conditionMet(
  item: WatchedItem,
  move: PriceMove,
): { met: boolean; reference: number | null } {
  const { after, before } = move;
  switch (item.condition) {
    case 'drop':
      return { met: after < before, reference: before };
    case 'target':
      return { met: item.targetPrice !== null && after <= item.targetPrice, reference: before };
    case 'percent': {
      const { savedPrice, percent } = item;
      const met =
        savedPrice !== null && percent !== null && after * 100 <= savedPrice * (100 - percent);
      return { met, reference: savedPrice };
    }
    case 'lowest':
      return {
        met: move.lowestBefore !== undefined && after < move.lowestBefore,
        reference: move.lowestBefore ?? null,
      };
    case 'rise':
      return { met: after > before, reference: before };
    case 'lowest_days': {
      const low = item.days === null ? undefined : item.recentLow;
      // Equal to the window's low is still its lowest price (到了近 N 天最低价).
      return { met: low !== undefined && after <= low, reference: low ?? null };
    }
    default:
      return { met: false, reference: null };
  }
}

/**
 * Decides one watcher's alert. An alert fires when the condition is met and the item is armed or
 * the price went further than the one last alerted at (lower; higher for 'rise'); once the
 * condition stops holding, the item re-arms, so the next time it is met alerts again.
 */
export function judgeWatch(item: WatchedItem, move: PriceMove): Verdict {
  const { met, reference } = conditionMet(item, move);
  if (!met) return item.notifiedPrice === null ? { action: 'none' } : { action: 'rearm' };
  if (item.notifiedPrice !== null) {
    const further =
      item.condition === 'rise' ? move.after > item.notifiedPrice : move.after < item.notifiedPrice;
    if (!further) return { action: 'none' };
  }
  return { action: 'alert', kind: item.condition as AlertKind, reference };
}

/**
 * Whether an item that alerted at `alertedAt` must stay quiet at `now`: its interval (hours)
 * has not yet passed since. Null interval or no earlier alert: never quiet.
 */
export function isQuiet(
  intervalHours: number | null,
  alertedAt: number | null,
  now: number,
): boolean {
  return intervalHours !== null && alertedAt !== null && now - alertedAt < intervalHours * 3_600;
}

/** The alert-relevant fields of a 价保 order still inside its window. */
export interface ProtectedOrder {
  paidPrice: number;
  notifiedPrice: number | null;
}

/**
 * Decides one 价保 order's alert: the price fell below what was paid, and below the price last
 * alerted at; re-armed once the price is back at or above what was paid.
 */
export function judgeOrder(order: ProtectedOrder, move: PriceMove): Verdict {
  if (move.after >= order.paidPrice) {
    return order.notifiedPrice === null ? { action: 'none' } : { action: 'rearm' };
  }
  if (order.notifiedPrice !== null && move.after >= order.notifiedPrice) return { action: 'none' };
  return { action: 'alert', kind: 'protect', reference: order.paidPrice };
}
