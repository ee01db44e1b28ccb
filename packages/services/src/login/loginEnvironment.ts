/** A cookie's value from `document.cookie` (js-cookie's reading, without its ≈ 1.4 KB in the entry). */
function readDocumentCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const pair = document.cookie.split('; ').find((entry) => entry.startsWith(prefix));
  if (pair === undefined) return undefined;
  const value = pair.slice(prefix.length);
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** What the QR flow's socket handlers receive. */
export interface QrSocketHandlers {
  /** The socket is open. */
  readonly onOpen: () => void;
  /** A text frame arrived. */
  readonly onMessage: (text: string) => void;
  /** The socket closed (or failed to open). */
  readonly onClose: () => void;
}

/** An open `/sck` socket, as the QR flow uses it. */
export interface QrSocket {
  /** Sends a text frame; ignored unless open. */
  send(text: string): void;
  /** Closes it without reporting `onClose`. */
  close(): void;
}

/** A cancellable timer handle. */
export type TimerHandle = { readonly cancel: () => void };

/** The browser the login stores talk to, injected so tests and stories can fake it. */
export interface LoginEnvironment {
  /** A cookie's value, undefined when absent or not readable by scripts. */
  readCookie(name: string): string | undefined;
  /** Reloads the page (behaviour.md §2: after sign-in anywhere but the login pages). */
  reload(): void;
  /** The current page's path and query, for `_referer`. */
  currentPath(): string;
  /** Opens the WebSocket on the main host's `/sck`. */
  openSocket(handlers: QrSocketHandlers): QrSocket;
  /** Calls `callback` every `ms` until cancelled. */
  every(ms: number, callback: () => void): TimerHandle;
  /** Calls `callback` once after `ms` unless cancelled. */
  after(ms: number, callback: () => void): TimerHandle;
}

/** The `/sck` address on the page's own host. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/sck`;
}

/** Opens a WebSocket (the global class unless given) and reports through the handlers; `close()` silences them first. */
export function openWebSocket(
  url: string,
  handlers: QrSocketHandlers,
  Socket: typeof WebSocket = WebSocket,
): QrSocket {
  const socket = new Socket(url);
  socket.onopen = () => handlers.onOpen();
  socket.onmessage = (event: MessageEvent) => {
    if (typeof event.data === 'string') handlers.onMessage(event.data);
  };
  socket.onclose = () => handlers.onClose();
  return {
    send: (text) => {
      if (socket.readyState === Socket.OPEN) socket.send(text);
    },
    close: () => {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close();
    },
  };
}

/** The real browser; every global is read at call time, never at import or construction. */
export function browserLoginEnvironment(): LoginEnvironment {
  return {
    readCookie: (name) => (typeof document === 'undefined' ? undefined : readDocumentCookie(name)),
    reload: () => window.location.reload(),
    currentPath: () => `${window.location.pathname}${window.location.search}`,
    openSocket: (handlers) => openWebSocket(socketUrl(window.location), handlers),
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
