import type { RootStore } from '../root/RootStore';

/** The tab-storage key of a 收藏 a visitor asked for before signing in. */
export const PENDING_WATCH_KEY = 'pricetrail.pendingWatch';

/** How long a remembered 收藏 waits for the sign-in (ms); an abandoned one is forgotten after it. */
export const PENDING_WATCH_TTL_MS = 30 * 60_000;

/** A 收藏 asked for by a visitor, done once they are signed in. */
export interface PendingWatch {
  /** The product. */
  readonly dpId: string;
  /** The target price they typed, in fen; null for any drop. */
  readonly targetPrice: number | null;
  /** They asked for the same goods in every store (全网同款). */
  readonly allStores?: boolean;
  /** When they asked (epoch ms, the root's clock). */
  readonly at: number;
}

/** Remembers a 收藏 across the reload that follows a modal sign-in (behaviour.md §2). */
export function rememberPendingWatch(root: RootStore, watch: Omit<PendingWatch, 'at'>): void {
  root.tabStorage.setItem(PENDING_WATCH_KEY, JSON.stringify({ ...watch, at: root.now() }));
}

function read(root: RootStore): PendingWatch | null {
  try {
    const value = JSON.parse(root.tabStorage.getItem(PENDING_WATCH_KEY) ?? 'null') as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { dpId, targetPrice, allStores, at } = value as Record<string, unknown>;
    if (typeof dpId !== 'string' || typeof at !== 'number') return null;
    return {
      dpId,
      targetPrice: typeof targetPrice === 'number' ? targetPrice : null,
      ...(allStores === true && { allStores }),
      at,
    };
  } catch {
    return null;
  }
}

/** A visitor's 收藏: remembered for after the sign-in, and the login modal opened. */
export function askToSignInFor(root: RootStore, watch: Omit<PendingWatch, 'at'>): void {
  rememberPendingWatch(root, watch);
  root.login.openModal();
}

/**
 * The remembered 收藏 of one of these products, taken out of storage; null when there is none for
 * them. One older than {@link PENDING_WATCH_TTL_MS}, or unreadable, is dropped.
 */
export function takePendingWatch(root: RootStore, dpIds: readonly string[]): PendingWatch | null {
  const pending = read(root);
  const isStale =
    !pending || root.now() - pending.at > PENDING_WATCH_TTL_MS || pending.at > root.now();
  if (isStale) {
    if (root.tabStorage.getItem(PENDING_WATCH_KEY) !== null)
      root.tabStorage.removeItem(PENDING_WATCH_KEY);
    return null;
  }
  if (!dpIds.includes(pending.dpId)) return null;
  root.tabStorage.removeItem(PENDING_WATCH_KEY);
  return pending;
}
