import { createHash } from 'node:crypto';

/** A serialized answer, ready to send as it is. */
export interface CachedAnswer {
  body: Buffer;
  /** Strong ETag of `body`, computed once. */
  etag: string;
}

/** What an answer was computed from: a product's revision, or a database change stamp. */
export type AnswerVersion = number | string;

type Entry<A extends CachedAnswer> = A & {
  revision: AnswerVersion;
  expires: number;
  /** The database change stamp at which `revision` was last confirmed current. */
  confirmedAt: string | undefined;
};

/** Serializes an answer once: JSON bytes and their ETag. */
export function serializeAnswer(value: unknown): CachedAnswer {
  return serializedText(JSON.stringify(value));
}

/** An answer already serialized as JSON text: its bytes and their ETag. */
export function serializedText(text: string): CachedAnswer {
  const body = Buffer.from(text);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64')}"` };
}

/** Whether an answer is already serialized (rather than a value the route still serializes). */
export function isCachedAnswer(answer: object): answer is CachedAnswer {
  return 'etag' in answer && 'body' in answer && Buffer.isBuffer(answer.body);
}

/**
 * Serialized answers keyed by product and variant (or query), each valid for one version of what
 * it was computed from (and until `expires`); least recently used go first past `maxBytes`. An
 * answer may carry more than its bytes and ETag (`A`), kept and handed back as stored.
 */
export class AnswerCache<A extends CachedAnswer = CachedAnswer> {
  readonly #entries = new Map<string, Entry<A>>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  /**
   * The answer stored for this key at this revision, if still fresh at `now`; `stamp` (read
   * before `revision`) records that the revision was current then.
   */
  get(key: string, revision: AnswerVersion, now: number, stamp?: string): A | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.revision !== revision || now >= entry.expires) {
      this.#drop(key, entry);
      return undefined;
    }
    entry.confirmedAt = stamp;
    this.#touch(key, entry);
    return entry;
  }

  /**
   * The answer stored for this key if nothing in the database changed since its revision was
   * last confirmed (same change `stamp`), without reading the revision again.
   */
  unchangedSince(key: string, stamp: string, now: number): A | undefined {
    const entry = this.#entries.get(key);
    if (entry?.confirmedAt !== stamp || now >= entry.expires) return undefined;
    this.#touch(key, entry);
    return entry;
  }

  /** Stores an answer computed from `revision` (read after change `stamp`, when given). */
  set(key: string, revision: AnswerVersion, expires: number, answer: A, stamp?: string): void {
    const old = this.#entries.get(key);
    if (old) this.#drop(key, old);
    if (answer.body.length > this.maxBytes) return;
    this.#entries.set(key, { ...answer, revision, expires, confirmedAt: stamp });
    this.#bytes += answer.body.length;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#drop(oldest, entry);
    }
  }

  /** Whether an answer is held for this key (at any revision). */
  has(key: string): boolean {
    return this.#entries.has(key);
  }

  /** How many answers are held. */
  get size(): number {
    return this.#entries.size;
  }

  #touch(key: string, entry: Entry<A>): void {
    this.#entries.delete(key);
    this.#entries.set(key, entry);
  }

  #drop(key: string, entry: Entry<A>): void {
    this.#entries.delete(key);
    this.#bytes -= entry.body.length;
  }
}
