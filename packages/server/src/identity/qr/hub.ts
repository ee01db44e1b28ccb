import { EventEmitter } from 'node:events';
import type { Db } from '../../db/schema.js';
import { sha256Hex } from '../hashing.js';

// Notification payloads of ticket changes: the prefix, then the ticket's id hash.
const QR_PREFIX = 'qr:';

/**
 * Wakes the sockets waiting on a ticket when it changes. On PostgreSQL the change feed carries
 * the wake-up to every instance; elsewhere (or while the feed is down) sockets also re-read
 * their ticket on a timer, which is how changes made by another instance reach them.
 */
export class QrHub {
  private readonly events = new EventEmitter().setMaxListeners(0);

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
  ) {
    db.changeFeed?.subscribe((payload) => {
      if (payload.startsWith(QR_PREFIX)) this.events.emit(payload.slice(QR_PREFIX.length));
      // Reconnected: changes may have been missed, so every waiting socket re-reads.
      else if (payload === '') for (const key of this.events.eventNames()) this.events.emit(key);
    });
  }

  /** Whether other instances' changes reach `watch` listeners now (no timer needed for them). */
  get isPushed(): boolean {
    return this.db.changeFeed?.generation !== undefined;
  }

  /** Calls `listener` whenever ticket `tid` changes; returns the unsubscribe function. */
  watch(tid: string, listener: () => void): () => void {
    const key = sha256Hex(tid);
    this.events.on(key, listener);
    return () => this.events.off(key, listener);
  }

  /** Tells the watchers of `tid`, here and (through the change feed) on every other instance. */
  changed(tid: string): void {
    const key = sha256Hex(tid);
    this.events.emit(key);
    this.db.changeFeed?.notify(this.db.kysely, `${QR_PREFIX}${key}`).catch(this.onError);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Wakes QR sockets when a ticket changes. */
    qrHub: QrHub;
  }
}
