import type { LookupAnswer, LookupMessage } from '../shared/messages';
import type { SendToWorker } from './sendToWorker';

/**
 * A channel on which a lookup asked while the same product's lookup is on its way gets that
 * answer: the mini bar and the top bar ask together, and the worker (and our server) answer once.
 */
export function sharingLookups(send: SendToWorker): SendToWorker {
  const onTheirWay = new Map<string, Promise<LookupAnswer>>();
  const lookup = (message: LookupMessage) => {
    const pending =
      onTheirWay.get(message.dpId) ?? send(message).finally(() => onTheirWay.delete(message.dpId));
    onTheirWay.set(message.dpId, pending);
    return pending;
  };
  return ((message) =>
    message.type === 'lookup' ? lookup(message) : send(message)) as SendToWorker;
}
