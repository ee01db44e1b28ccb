import { EventEmitter } from 'node:events';
import { sha256Hex } from '../hashing.js';

/**
 * Wakes the sockets waiting on a ticket when this process changed it; sockets also re-read their
 * ticket on a timer, which is how changes made by another instance reach them.
 */
export class QrHub {
  private readonly events = new EventEmitter().setMaxListeners(0);

  /** Calls `listener` whenever ticket `tid` changes here; returns the unsubscribe function. */
  watch(tid: string, listener: () => void): () => void {
    const key = sha256Hex(tid);
    this.events.on(key, listener);
    return () => this.events.off(key, listener);
  }

  /** Tells the watchers of `tid` to re-read it. */
  changed(tid: string): void {
    this.events.emit(sha256Hex(tid));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Wakes QR sockets when a ticket changes. */
    qrHub: QrHub;
  }
}
