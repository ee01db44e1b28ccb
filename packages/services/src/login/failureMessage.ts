import { ApiError } from '../http/errors';

/** Behaviour.md §8 '网络异常': shown when a call fails without a message of the server's own. */
export const MSG_NETWORK = '网络异常';

/** The Chinese line for a failed call: the server's message when it sent one, else '网络异常'. */
export function failureMessage(error: unknown): string {
  // Only an answer of the server carries a line for the shopper (its 4xx messages are Chinese);
  // a NetworkError or any other thrown error holds English text of the transport or the code.
  return error instanceof ApiError && error.serverMessage !== undefined
    ? error.serverMessage
    : MSG_NETWORK;
}
