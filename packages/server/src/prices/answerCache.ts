import { createHash } from 'node:crypto';

/** A serialized answer, ready to send as it is. */
export interface CachedAnswer {
  body: Buffer;
  /** Strong ETag of `body`, computed once. */
  etag: string;
}

interface Entry extends CachedAnswer {
  revision: number;
  expires: number;
}

/** Serializes an answer once: JSON bytes and their ETag. */
export function serializeAnswer(value: unknown): CachedAnswer {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64')}"` };
}

/**
 * Serialized answers keyed by product and variant, each valid for one revision of its product
 * (and until `expires`); least recently used go first once `maxBytes` is exceeded.
 */
export class AnswerCache {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  /** The answer stored for this key at this revision, if still fresh at `now`. */
  get(key: string, revision: number, now: number): CachedAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.revision !== revision || now >= entry.expires) {
      this.#drop(key, entry);
      return undefined;
    }
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  /** Stores an answer computed from `revision` of its product. */
  set(key: string, revision: number, expires: number, answer: CachedAnswer): void {
    const old = this.#entries.get(key);
    if (old) this.#drop(key, old);
    if (answer.body.length > this.maxBytes) return;
    this.#entries.set(key, { ...answer, revision, expires });
    this.#bytes += answer.body.length;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#drop(oldest, entry);
    }
  }

  /** How many answers are held. */
  get size(): number {
    return this.#entries.size;
  }

  #drop(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.body.length;
  }
}
