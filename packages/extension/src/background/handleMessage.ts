import type { ExtensionMessage, LookupAnswer, ObserveAnswer } from '../shared/messages';
import { isExtensionMessage } from '../shared/messages';
import type { Contributions } from './Contributions';
import { lookupProduct, type ProductLookupApi } from './lookup';
import { observationOf } from './observation';
import { serverOrigin, type KeyValueArea } from './settings';

/** What the message handler works with. */
export interface MessageDeps {
  readonly storage: KeyValueArea;
  /** The price API of a server origin. */
  readonly pricesApi: (origin: string) => ProductLookupApi;
  readonly contributions: Pick<Contributions, 'add'>;
  /** Epoch milliseconds. */
  readonly now: () => number;
}

/**
 * Answers one message from a content script; anything that is not one of our messages gets
 * undefined (and so no answer).
 */
export async function handleMessage(
  message: unknown,
  deps: MessageDeps,
): Promise<LookupAnswer | ObserveAnswer | undefined> {
  if (!isExtensionMessage(message)) return undefined;
  return answer(message, deps);
}

async function answer(
  message: ExtensionMessage,
  deps: MessageDeps,
): Promise<LookupAnswer | ObserveAnswer> {
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
  }
}
