/** Expanded short links kept for a while, the oldest dropped first once `max` are held. */
export class ExpansionCache {
  readonly #entries = new Map<string, { url: URL; until: number }>();

  constructor(
    private readonly clock: () => number,
    private readonly ttlS: number,
    private readonly max: number,
  ) {}

  /** The product URL a short link expanded to, while still fresh. */
  get(shortLink: string): URL | undefined {
    const entry = this.#entries.get(shortLink);
    if (!entry) return undefined;
    if (entry.until > this.clock()) return entry.url;
    this.#entries.delete(shortLink);
    return undefined;
  }

  /** Remembers what a short link expanded to. */
  set(shortLink: string, url: URL): void {
    this.#entries.delete(shortLink);
    if (this.#entries.size >= this.max) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(shortLink, { url, until: this.clock() + this.ttlS });
  }
}
