import pg from 'pg';
import { sql, type QueryExecutorProvider } from 'kysely';

/** The NOTIFY channel every instance listens on (migration 0008 names it too). */
export const CHANGE_CHANNEL = 'pricetrail_changes';
/** The payload migration 0008's triggers send when products, summaries or categories change. */
export const PRICES_CHANGED = 'prices';

/** Waits before reconnect attempt `attempt` (1, 2, …). */
export type Backoff = (attempt: number) => Promise<void>;

// 100 ms, doubling to at most 5 s: a restarted database is found quickly, a dead one not hammered.
const defaultBackoff: Backoff = (attempt) =>
  new Promise((resolve) => setTimeout(resolve, Math.min(5_000, 100 * 2 ** (attempt - 1))));

/**
 * One LISTEN connection per instance. Its `generation` moves with every notification and every
 * (re)connect, and is undefined while the connection is down: whatever was confirmed under a
 * generation is known current until it moves, and nothing is confirmed while notifications may
 * be missed.
 */
export class ChangeFeed {
  #client: pg.Client | undefined;
  #backendPid: number | undefined;
  #generation: number | undefined;
  #count = 0;
  #closed = false;
  #attempt = 0;
  #started = false;
  readonly #listeners = new Set<(payload: string) => void>();
  #backoff: Backoff = defaultBackoff;
  #onError: (error: unknown) => void = () => undefined;

  constructor(private readonly connectionString: string) {}

  /**
   * Connects and listens; resolves after the first attempt (later ones retry in the background,
   * telling `onError` why each connection was lost). Only the first call does anything.
   */
  async start(onError: (error: unknown) => void, backoff?: Backoff): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    this.#onError = onError;
    if (backoff) this.#backoff = backoff;
    await this.#connect();
  }

  /** The current generation; undefined while not listening. */
  get generation(): number | undefined {
    return this.#generation;
  }

  /** The listening connection's server process id (what `pg_terminate_backend` takes). */
  get backendPid(): number | undefined {
    return this.#generation === undefined ? undefined : this.#backendPid;
  }

  /** Calls `listener` with every payload, and with '' whenever notifications may have been missed. */
  subscribe(listener: (payload: string) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Sends `payload` to every instance (this one included) once the caller's transaction commits. */
  async notify(db: QueryExecutorProvider, payload: string): Promise<void> {
    await sql`select pg_notify(${CHANGE_CHANNEL}, ${payload})`.execute(db);
  }

  /** Stops listening for good. */
  async close(): Promise<void> {
    this.#closed = true;
    this.#generation = undefined;
    await this.#client?.end().catch(() => undefined);
  }

  #advance(payload: string): void {
    this.#count += 1;
    if (this.#generation !== undefined) this.#generation = this.#count;
    for (const listener of this.#listeners) listener(payload);
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: 'pricetrail change feed',
    });
    this.#client = client;
    client.on('notification', (message) => this.#advance(message.payload ?? ''));
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client, undefined));
    try {
      await client.connect();
      await client.query(`listen ${CHANGE_CHANNEL}`);
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      this.#backendPid = rows[0]?.pid;
    } catch (error) {
      this.#lost(client, error);
      return;
    }
    if (this.#closed || this.#client !== client) return;
    this.#attempt = 0;
    // A fresh generation: answers confirmed before the gap are re-validated once.
    this.#count += 1;
    this.#generation = this.#count;
    for (const listener of this.#listeners) listener('');
  }

  #lost(client: pg.Client, error: unknown): void {
    if (this.#client !== client) return;
    this.#client = undefined;
    this.#generation = undefined;
    client.removeAllListeners('notification');
    void client.end().catch(() => undefined);
    if (this.#closed) return;
    if (error !== undefined) this.#onError(error);
    this.#attempt += 1;
    void this.#backoff(this.#attempt).then(() => {
      if (!this.#closed) void this.#connect();
    });
  }
}
