import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** Answers a request itself and says so, or leaves it to Fastify (false) untouched. */
export type Shortcut = (request: IncomingMessage, response: ServerResponse) => boolean;

function numberOption(options: Record<string, unknown>, name: string): number {
  const value = options[name];
  return typeof value === 'number' ? value : 0;
}

/**
 * The HTTP server Fastify listens on, set up as Fastify sets up its own (keep-alive, request
 * and connection timeouts), whose requests first meet a shortcut: it is attached once the
 * services it reads exist, since Fastify makes its server before any plugin loads.
 */
export class ShortcutServer {
  #shortcut: Shortcut = () => false;

  /** Fastify's `serverFactory` option. */
  readonly factory: FastifyServerFactory<Server> = (handler, options) => {
    const server = createServer((request, response) => {
      if (!this.#shortcut(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = numberOption(options, 'keepAliveTimeout');
    server.requestTimeout = numberOption(options, 'requestTimeout');
    server.setTimeout(numberOption(options, 'connectionTimeout'));
    const perSocket = numberOption(options, 'maxRequestsPerSocket');
    if (perSocket > 0) server.maxRequestsPerSocket = perSocket;
    return server;
  };

  /** Sends requests to `shortcut` before Fastify from now on. */
  attach(shortcut: Shortcut): void {
    this.#shortcut = shortcut;
  }
}
