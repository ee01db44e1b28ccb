import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import type { HttpTimeouts } from './httpTimeouts.js';

/** Answers a request itself and says so, or leaves it to Fastify (false) untouched. */
export type Shortcut = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * The HTTP server Fastify listens on, whose requests first meet a shortcut: it is attached once
 * the services it reads exist, since Fastify makes its server before any plugin loads. Its
 * timeouts hold for every connection, whether the shortcut or Fastify answers it.
 */
export class ShortcutServer {
  #shortcut: Shortcut = () => false;

  /** A server with these timeouts (Fastify ignores its own timeout options with a factory). */
  constructor(private readonly timeouts: HttpTimeouts) {}

  /** Fastify's `serverFactory` option. */
  readonly factory: FastifyServerFactory<Server> = (handler, options) => {
    const { idleMs, keepAliveMs, headersMs, requestMs } = this.timeouts;
    const server = createServer(
      {
        headersTimeout: headersMs,
        requestTimeout: requestMs,
        keepAliveTimeout: keepAliveMs,
        // Node looks for late headers and bodies this often, so they are cut within 1.5 times
        // their timeout (its default, 30 s, would let a 30 s header timeout run to a minute).
        connectionsCheckingInterval: Math.ceil(headersMs / 2),
      },
      (request, response) => {
        if (!this.#shortcut(request, response)) handler(request, response);
      },
    );
    server.setTimeout(idleMs);
    const perSocket = options.maxRequestsPerSocket;
    if (typeof perSocket === 'number' && perSocket > 0) server.maxRequestsPerSocket = perSocket;
    return server;
  };

  /** Sends requests to `shortcut` before Fastify from now on. */
  attach(shortcut: Shortcut): void {
    this.#shortcut = shortcut;
  }
}
