import type { LoginEnvironment, QrSocket, QrSocketHandlers } from '../login/loginEnvironment';

/** A scripted `/sck`: frames it answers the first registration with, and what the page sent. */
export interface FakeSocketScript {
  /** Frames delivered, in order, after the page sends its QR id. */
  readonly frames?: readonly string[];
}

/** A `LoginEnvironment` for tests and stories: records reloads and socket traffic, real timers. */
export function createFakeLoginEnvironment(
  options: { cookies?: Record<string, string>; path?: string; socket?: FakeSocketScript } = {},
): LoginEnvironment & { readonly reloads: number[]; readonly sent: string[] } {
  const reloads: number[] = [];
  const sent: string[] = [];
  return {
    reloads,
    sent,
    readCookie: (name) => options.cookies?.[name],
    reload: () => void reloads.push(Date.now()),
    currentPath: () => options.path ?? '/home',
    openSocket: (handlers: QrSocketHandlers): QrSocket => {
      let isOpen = true;
      setTimeout(() => isOpen && handlers.onOpen(), 0);
      return {
        send: (text) => {
          if (!isOpen) return;
          sent.push(text);
          for (const frame of options.socket?.frames ?? []) {
            setTimeout(() => isOpen && handlers.onMessage(frame), 0);
          }
        },
        close: () => {
          isOpen = false;
        },
      };
    },
    every: (ms, callback) => {
      const id = setInterval(callback, ms);
      return { cancel: () => clearInterval(id) };
    },
    after: (ms, callback) => {
      const id = setTimeout(callback, ms);
      return { cancel: () => clearTimeout(id) };
    },
  };
}
