import { UNKNOWN_ERROR_MESSAGE } from '../http/errors';

/** Spec §8 '网络异常': shown when a call fails without a message of the server's own. */
export const MSG_NETWORK = '网络异常';

/** The Chinese line for a failed call: the server's message when it sent one, else '网络异常'. */
export function failureMessage(error: unknown): string {
  // Transport errors carry superagent's English text; only the server writes Chinese lines.
  const message = error instanceof Error ? error.message : '';
  return message.trim() !== '' &&
    message !== UNKNOWN_ERROR_MESSAGE &&
    /[\u4e00-\u9fff]/.test(message)
    ? message
    : MSG_NETWORK;
}
