import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import type { FakeAnswer } from './fakeStore.js';

/** The short-link hosts the fake answers for (core's list, as the apps share them). */
export const SHORT_LINK_HOSTS: readonly string[] = [
  '3.cn',
  'u.jd.com',
  'm.tb.cn',
  'e.tb.cn',
  'p.pinduoduo.com',
  'dwz.cn',
  'url.cn',
  'amzn.to',
];

function keyOf(url: URL): string {
  return `${url.host}${url.pathname}${url.search}`;
}

function scriptPage(variable: 'url' | 'hrl', target: string): FakeAnswer {
  const quoted = JSON.stringify(target).slice(1, -1).replace(/\//g, '\\/');
  return {
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>正在打开</title></head><body><script>var ${variable} = '${quoted}';var extraData = {};setTimeout(function(){location.replace(${variable})},0);</script></body></html>`,
  };
}

/**
 * How each service sends a browser on, as the real ones do: m.tb.cn and e.tb.cn answer a page
 * whose script holds `var url = '…'`; u.jd.com a page with `var hrl = '…'` pointing at its own
 * `/jda` step, which redirects; 3.cn, p.pinduoduo.com and the general shorteners a 302.
 */
function answersFor(shortLink: URL, target: string): [string, FakeAnswer][] {
  const host = shortLink.hostname;
  if (host === 'm.tb.cn' || host === 'e.tb.cn') {
    return [[keyOf(shortLink), scriptPage('url', target)]];
  }
  if (host === 'u.jd.com') {
    const step = new URL(`https://u.jd.com/jda?e=${encodeURIComponent(shortLink.pathname)}`);
    return [
      [keyOf(shortLink), scriptPage('hrl', step.href)],
      [keyOf(step), { status: 302, headers: { location: target } }],
    ];
  }
  return [[keyOf(shortLink), { status: 302, headers: { location: target } }]];
}

/**
 * A loopback stand-in for the short-link services (`STORE_HOST_MAP` sends their hosts here; the
 * host arrives as `X-Forwarded-Host`). Tests in this process call its methods; the end-to-end
 * journeys, in another process, post the same calls to `/__control/{link,hold,release}`.
 */
export class FakeShortLinks {
  readonly #answers = new Map<string, FakeAnswer>();
  readonly #held = new Map<string, () => void>();
  readonly #heldUntil = new Map<string, Promise<void>>();
  readonly #asked = new Map<string, number>();
  readonly #server: Server;

  private constructor() {
    this.#server = createServer((request, response) => void this.#handle(request, response));
  }

  /** Starts the fake on a loopback port (a free one by default). */
  static async start(port = 0): Promise<FakeShortLinks> {
    const fake = new FakeShortLinks();
    await new Promise<void>((resolve) => fake.#server.listen(port, '127.0.0.1', resolve));
    return fake;
  }

  /** `http://127.0.0.1:PORT`. */
  get origin(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  /** A `STORE_HOST_MAP` value sending the short-link hosts here. */
  hostMap(hosts: readonly string[] = SHORT_LINK_HOSTS): string {
    return hosts.map((host) => `${host}=${this.origin}`).join(',');
  }

  /** Makes `shortLink` lead to `target` the way its service does. */
  link(shortLink: string, target: string): void {
    for (const [key, answer] of answersFor(new URL(shortLink), target)) {
      this.#answers.set(key, answer);
    }
  }

  /** Answers `shortLink` with exactly this (a loop, a foreign redirect, a dead link). */
  answer(shortLink: string, answer: FakeAnswer): void {
    this.#answers.set(keyOf(new URL(shortLink)), answer);
  }

  /** Holds requests for `shortLink` until {@link release}. */
  hold(shortLink: string): void {
    const key = keyOf(new URL(shortLink));
    this.#heldUntil.set(key, new Promise<void>((resolve) => this.#held.set(key, resolve)));
  }

  /** Lets held requests for `shortLink` be answered. */
  release(shortLink: string): void {
    const key = keyOf(new URL(shortLink));
    this.#held.get(key)?.();
    this.#held.delete(key);
    this.#heldUntil.delete(key);
  }

  /** How many requests reached the service for `url`. */
  requestsFor(url: string): number {
    return this.#asked.get(keyOf(new URL(url))) ?? 0;
  }

  async #handle(request: IncomingMessage, response: ServerResponse) {
    const forwarded = request.headers['x-forwarded-host'];
    const path = request.url ?? '/';
    if (!forwarded && path.startsWith('/__control/')) return this.#control(request, response);
    const key = this.#keyOf(`${String(forwarded ?? '')}${path}`);
    this.#asked.set(key, (this.#asked.get(key) ?? 0) + 1);
    await this.#heldUntil.get(key);
    const answer = this.#answers.get(key) ?? { status: 404, body: 'not found' };
    if (response.destroyed) return;
    response.writeHead(answer.status ?? 200, answer.headers);
    response.end(answer.body);
  }

  // The services read the code in the path; what the apps append (`?jkl=…`, `?sm=…`) is noise.
  #keyOf(requested: string): string {
    if (this.#answers.has(requested)) return requested;
    return requested.split('?')[0] ?? requested;
  }

  async #control(request: IncomingMessage, response: ServerResponse) {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    const { shortLink, target } = JSON.parse(text || '{}') as {
      shortLink?: string;
      target?: string;
    };
    const action = request.url?.slice('/__control/'.length);
    if (!shortLink || (action === 'link' && !target)) {
      response.writeHead(400).end('shortLink (and target for link) required');
      return;
    }
    if (action === 'link' && target) this.link(shortLink, target);
    else if (action === 'hold') this.hold(shortLink);
    else if (action === 'release') this.release(shortLink);
    else {
      response.writeHead(404).end('unknown control');
      return;
    }
    response.writeHead(204).end();
  }

  /** Lets everything held go, stops listening and drops open connections. */
  async close(): Promise<void> {
    for (const release of this.#held.values()) release();
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}

// `tsx src/fakes/fakeShortLinks.ts PORT`: the fake on its own, for the end-to-end server.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await FakeShortLinks.start(Number(process.argv[2] ?? 0));
  process.stdout.write(`fake short links at ${fake.origin}\n`);
}
