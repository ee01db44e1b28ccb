import { browser } from 'wxt/browser';
import type { AnswerOf, ExtensionMessage } from '../shared/messages';

/** Sends a message to the service worker and resolves with its typed answer. */
export type SendToWorker = <M extends ExtensionMessage>(message: M) => Promise<AnswerOf[M['type']]>;

/** The real channel: `runtime.sendMessage`. */
export const sendToWorker: SendToWorker = (message) =>
  browser.runtime.sendMessage(message) as Promise<AnswerOf[(typeof message)['type']]>;
