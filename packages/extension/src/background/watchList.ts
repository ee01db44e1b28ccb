import {
  AuthenticationRequiredError,
  NetworkError,
  RefusedError,
  type PersonalApiClient,
} from '@pricetrail/services';
import type { WatchAnswer, WatchDoneMessage, WatchMessage } from '../shared/messages';
import {
  MSG_SERVER_FAILED,
  MSG_UNREACHABLE,
  MSG_WATCH_ADDED,
  MSG_WATCH_SIGN_IN,
} from '../shared/text';
import { historyPageUrl } from './lookup';
import { serverOrigin, type KeyValueArea } from './settings';

/** Where the add waiting for a sign-in lives in chrome.storage.local. */
export const PENDING_WATCH_KEY = 'pendingWatch';
/** How long an add waits for its sign-in (ms); an abandoned one is forgotten after it. */
export const PENDING_WATCH_TTL_MS = 30 * 60_000;

/** An add asked for while signed out, done once the shopper has signed in. */
interface PendingWatch {
  /** The product. */
  readonly dpId: string;
  /** The target price in fen; null for any drop. */
  readonly targetPrice: number | null;
  /** When it was asked for (epoch ms). */
  readonly at: number;
  /** The tab whose bar asked, told when the add is done. */
  readonly tabId: number | null;
}

/** What the watch-list calls need from the worker. */
export interface WatchDeps {
  /** chrome.storage.local: the add waiting for a sign-in survives the worker's sleep. */
  readonly storage: KeyValueArea;
  /** The watch-list API of a server origin, signed and sending the site's cookies. */
  readonly personalApi: (origin: string) => Pick<PersonalApiClient, 'addToCollection'>;
  /** Opens a page in a new tab. */
  readonly openTab: (url: string) => void;
  /** Sends a message to the content scripts of a tab. */
  readonly tellTab: (tabId: number, message: WatchDoneMessage) => void;
  /** Epoch milliseconds. */
  readonly now: () => number;
}

/** The site's sign-in page, returning to the product's history page. */
export function signInUrl(origin: string, dpId: string): string {
  const back = new URL(historyPageUrl(origin, dpId)).pathname;
  return `${origin}/user_login?from=${encodeURIComponent(back)}`;
}

type AddOutcome = WatchAnswer | { readonly state: 'signed_out' };

async function add(deps: WatchDeps, origin: string, watch: PendingWatch): Promise<AddOutcome> {
  try {
    await deps.personalApi(origin).addToCollection(watch.dpId, { targetPrice: watch.targetPrice });
    return { state: 'added', message: MSG_WATCH_ADDED };
  } catch (error) {
    if (error instanceof AuthenticationRequiredError) return { state: 'signed_out' };
    if (error instanceof NetworkError) return { state: 'failed', message: MSG_UNREACHABLE };
    // The server's own line: 商品不存在, 收藏已达上限…
    if (error instanceof RefusedError && error.serverMessage) {
      return { state: 'failed', message: error.serverMessage };
    }
    return { state: 'failed', message: MSG_SERVER_FAILED };
  }
}

/**
 * Puts a product on the signed-in shopper's watch list (`POST /UserCollection/Add` with the
 * site's session cookie). Signed out, the add is remembered and the site's sign-in opens in a
 * tab; {@link completePendingWatch} finishes it once the shopper is signed in.
 */
export async function watchProduct(
  deps: WatchDeps,
  message: WatchMessage,
  tabId: number | null,
): Promise<WatchAnswer> {
  const origin = await serverOrigin(deps.storage);
  const watch = { dpId: message.dpId, targetPrice: message.targetPrice, at: deps.now(), tabId };
  const outcome = await add(deps, origin, watch);
  if (outcome.state !== 'signed_out') return outcome;
  await deps.storage.set(PENDING_WATCH_KEY, watch);
  deps.openTab(signInUrl(origin, watch.dpId));
  return { state: 'signing_in', message: MSG_WATCH_SIGN_IN };
}

function pendingOf(value: unknown): PendingWatch | null {
  if (typeof value !== 'object' || value === null) return null;
  const { dpId, targetPrice, at, tabId } = value as Record<string, unknown>;
  if (typeof dpId !== 'string' || typeof at !== 'number') return null;
  return {
    dpId,
    targetPrice: typeof targetPrice === 'number' ? targetPrice : null,
    at,
    tabId: typeof tabId === 'number' ? tabId : null,
  };
}

/**
 * Tries the add that waits for a sign-in (after the site's pages loaded in a tab): done or refused,
 * it is forgotten and the asking tab told; still signed out, it keeps waiting until
 * {@link PENDING_WATCH_TTL_MS} ran out.
 */
export async function completePendingWatch(deps: WatchDeps): Promise<void> {
  const pending = pendingOf(await deps.storage.get(PENDING_WATCH_KEY));
  if (!pending) return;
  const age = deps.now() - pending.at;
  if (age < 0 || age > PENDING_WATCH_TTL_MS) {
    await deps.storage.set(PENDING_WATCH_KEY, null);
    return;
  }
  const outcome = await add(deps, await serverOrigin(deps.storage), pending);
  if (outcome.state === 'signed_out') return;
  if (outcome.state === 'failed' && outcome.message === MSG_UNREACHABLE) return;
  await deps.storage.set(PENDING_WATCH_KEY, null);
  if (pending.tabId !== null) {
    deps.tellTab(pending.tabId, { type: 'watch-done', dpId: pending.dpId, answer: outcome });
  }
}
