import { browser } from 'wxt/browser';
import { isWatchDone, type WatchDoneMessage } from '../shared/messages';

/** Calls `listener` with each message the worker sends this tab, until `signal` aborts. */
export type ListenToWorker = (
  listener: (message: WatchDoneMessage) => void,
  signal: AbortSignal,
) => void;

/** The real channel: `runtime.onMessage`, keeping only our messages. */
export const listenToWorker: ListenToWorker = (listener, signal) => {
  const onMessage = (message: unknown) => {
    if (isWatchDone(message)) listener(message);
  };
  browser.runtime.onMessage.addListener(onMessage);
  signal.addEventListener('abort', () => browser.runtime.onMessage.removeListener(onMessage), {
    once: true,
  });
};
