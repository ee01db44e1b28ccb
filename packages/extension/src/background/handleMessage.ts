import type {
  ExtensionMessage,
  LookupAnswer,
  ObserveAnswer,
  WatchAnswer,
} from '../shared/messages';
import { isExtensionMessage } from '../shared/messages';
import type { Contributions } from './Contributions';
import { lookupProduct, type ProductLookupApi } from './lookup';
import { observationOf } from './observation';
import { serverOrigin, type KeyValueArea } from './settings';
import { watchProduct, type WatchDeps } from './watchList';

/** What the message handler works with. */
export interface MessageDeps extends Omit<WatchDeps, 'storage' | 'now'> {
  readonly storage: KeyValueArea;
  /** The price API of a server origin. */
  readonly pricesApi: (origin: string) => ProductLookupApi;
  readonly contributions: Pick<Contributions, 'add'>;
  /** Epoch milliseconds. */
  readonly now: () => number;
}

/**
 * Answers one message from a content script (of the tab `tabId`, when it came from one); anything
 * that is not one of our messages gets undefined (and so no answer).
 */
export async function handleMessage(
  message: unknown,
  deps: MessageDeps,
  tabId: number | null = null,
): Promise<LookupAnswer | ObserveAnswer | WatchAnswer | undefined> {
  if (!isExtensionMessage(message)) return undefined;
  return answer(message, deps, tabId);
}

async function answer(
  message: ExtensionMessage,
  deps: MessageDeps,
  tabId: number | null,
): Promise<LookupAnswer | ObserveAnswer | WatchAnswer> {
  switch (message.type) {
    case 'lookup': {
      const origin = await serverOrigin(deps.storage);
      return lookupProduct(deps.pricesApi(origin), origin, message.dpId, message.url);
    }
    case 'observe': {
      const observation = observationOf(message.reading, message.url, deps.now());
      if (!observation) return { isQueued: false };
      const isQueued = await deps.contributions.add({
        dpId: message.reading.dpId,
        observation,
      });
      return { isQueued };
    }
    case 'watch':
      return watchProduct(deps, message, tabId);
  }
}
