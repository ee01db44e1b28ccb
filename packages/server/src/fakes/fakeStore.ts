import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** One answer the fake store gives for a store URL. */
export interface FakeAnswer {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Waits this long before answering (a slow store). */
  delayMs?: number;
  /** Answers only when this settles (a request held open until the test lets it go). */
  holdUntil?: Promise<unknown>;
}

/** A request the fake store received: the store host it stood for and its path with query. */
export interface RecordedRequest {
  host: string;
  path: string;
}

/** One saved store page from the readers' fixtures (`packages/core/fixtures/store-pages`). */
export interface FixturePage {
  /** Path under the fixtures folder, e.g. `jd/classic-filled.html`. */
  file: string;
  url: string;
  charset: string;
  /** What the reader is expected to make of it (the manifest's `expect`). */
  expect: Record<string, unknown>;
  bytes: Buffer;
}

const FIXTURES = fileURLToPath(new URL('../../../core/fixtures/store-pages', import.meta.url));

function manifest(path: string, prefix: string): FixturePage[] {
  if (!existsSync(path)) return [];
  const entries = JSON.parse(readFileSync(path, 'utf8')) as Omit<FixturePage, 'bytes'>[];
  return entries.map((entry) => {
    const file = `${prefix}${entry.file}`;
    return { ...entry, file, bytes: readFileSync(join(FIXTURES, file)) };
  });
}

/** Every fixture page the readers ship (the top manifest and any per-store one), with bytes. */
export function fixturePages(): FixturePage[] {
  if (!existsSync(FIXTURES)) return [];
  const pages = manifest(join(FIXTURES, 'index.json'), '');
  for (const entry of readdirSync(FIXTURES, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      pages.push(...manifest(join(FIXTURES, entry.name, 'index.json'), `${entry.name}/`));
    }
  }
  return pages;
}

/** The fixture page saved as `file` (`jd/classic-filled.html`). */
export function fixturePage(file: string): FixturePage {
  const page = fixturePages().find((p) => p.file === file);
  if (!page) throw new Error(`no fixture page ${file}`);
  return page;
}

function keyOf(url: URL): string {
  return `${url.host}${url.pathname}${url.search}`;
}

/** Some answers every tracker test needs: blocks, redirects, oversized and slow pages. */
export const answers = {
  tooManyRequests: (retryAfterS = 0): FakeAnswer => ({
    status: 429,
    headers: { 'retry-after': String(retryAfterS) },
    body: 'too many requests',
  }),
  redirect: (location: string): FakeAnswer => ({ status: 302, headers: { location } }),
  /** A page of `bytes` bytes, declared only by streaming (no Content-Length to trust). */
  huge: (bytes: number): FakeAnswer => ({
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: new Uint8Array(bytes).fill(0x20),
  }),
  fixture: (page: FixturePage): FakeAnswer => ({
    headers: { 'content-type': `text/html; charset=${page.charset}` },
    body: page.bytes,
  }),
  html: (html: string | Uint8Array, charset = 'utf-8'): FakeAnswer => ({
    headers: { 'content-type': `text/html; charset=${charset}` },
    body: html,
  }),
  slow: (delayMs: number, answer: FakeAnswer = { body: '<html></html>' }): FakeAnswer => ({
    ...answer,
    delayMs,
  }),
};

/**
 * A loopback store for tests and benches: `STORE_HOST_MAP` sends store hosts here and the
 * original host arrives as `X-Forwarded-Host`. Answers come from `answer(url, …)` set by the test,
 * else from the readers' fixture pages by their URL; everything it received is in `requests`.
 */
export class FakeStore {
  readonly requests: RecordedRequest[] = [];
  readonly #answers = new Map<string, FakeAnswer>();
  readonly #once = new Map<string, FakeAnswer[]>();
  readonly #server: Server;
  readonly #fixtures = new Map<string, FixturePage>();

  private constructor() {
    // Where several fixtures share a URL, the one that reads as a product answers it.
    for (const page of fixturePages()) {
      const key = keyOf(new URL(page.url));
      if (!this.#fixtures.has(key) || !('problem' in page.expect)) this.#fixtures.set(key, page);
    }
    this.#server = createServer((request, response) => void this.#handle(request, response));
  }

  /** Starts a fake store on a loopback port (a free one by default). */
  static async start(port = 0): Promise<FakeStore> {
    const store = new FakeStore();
    await new Promise<void>((resolve) => store.#server.listen(port, '127.0.0.1', resolve));
    return store;
  }

  /** `http://127.0.0.1:PORT`. */
  get origin(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  /** A `STORE_HOST_MAP` value sending these store hosts here. */
  hostMap(hosts: readonly string[]): string {
    return hosts.map((host) => `${host}=${this.origin}`).join(',');
  }

  /** Answers `url` (a store URL) with `answer` from now on. */
  answer(url: string, answer: FakeAnswer): void {
    this.#answers.set(keyOf(new URL(url)), answer);
  }

  /** Answers the next request for `url` with `answer` (before any standing answer). */
  answerOnce(url: string, answer: FakeAnswer): void {
    const key = keyOf(new URL(url));
    this.#once.set(key, [...(this.#once.get(key) ?? []), answer]);
  }

  /** Requests received for one store URL. */
  requestsFor(url: string): RecordedRequest[] {
    const target = new URL(url);
    return this.requests.filter(
      (r) => r.host === target.host && r.path === `${target.pathname}${target.search}`,
    );
  }

  async #handle(request: IncomingMessage, response: ServerResponse) {
    const host = String(request.headers['x-forwarded-host'] ?? request.headers.host ?? '');
    const path = request.url ?? '/';
    this.requests.push({ host, path });
    const key = `${host}${path}`;
    const answer =
      this.#once.get(key)?.shift() ?? this.#answers.get(key) ?? this.#fixtureAnswer(key);
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (answer.holdUntil) await answer.holdUntil.catch(() => undefined);
    if (response.destroyed) return;
    response.writeHead(answer.status ?? 200, answer.headers);
    response.end(answer.body);
  }

  #fixtureAnswer(key: string): FakeAnswer {
    const page = this.#fixtures.get(key);
    return page ? answers.fixture(page) : { status: 404, body: 'not found' };
  }

  /** Stops listening and drops open connections. */
  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}

// `tsx src/fakes/fakeStore.ts PORT`: the fake store on its own, for the end-to-end server.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const store = await FakeStore.start(Number(process.argv[2] ?? 0));
  process.stdout.write(`fake store at ${store.origin}\n`);
}
