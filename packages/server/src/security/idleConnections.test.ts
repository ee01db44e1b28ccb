import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { Agent, get, type IncomingMessage } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { importRows } from '../prices/ingest/importer.js';
import { freshDb } from '../testing/dialects.js';
import { identityHarness, type IdentityHarness } from '../testing/identityClient.js';

const NOW = Date.UTC(2026, 6, 1, 4) / 1000;
const DP_ID = '100012043978-3';
const HISTORY = `/api/products/${DP_ID}/history`;

/** A raw TCP connection to the app, and everything the server wrote on it. */
async function open(app: FastifyInstance) {
  const { port } = app.server.address() as AddressInfo;
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  return { socket, received: () => received };
}

/** Resolves when the server has closed the connection. */
async function closedByServer(socket: Socket): Promise<void> {
  if (!socket.closed) await once(socket, 'close');
}

describe('the server closes connections that wait too long', () => {
  let h: IdentityHarness;

  beforeAll(async () => {
    // Only the idle timeout is short, so it is the one that closes the connections.
    h = await identityHarness('sqlite', NOW, {
      HTTP_IDLE_TIMEOUT_MS: '400',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '60000',
      HTTP_HEADERS_TIMEOUT_MS: '30000',
      HTTP_REQUEST_TIMEOUT_MS: '60000',
    });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => h.app.close());

  test('connections that send no request are all closed after the idle timeout', async () => {
    const connections = await Promise.all(Array.from({ length: 50 }, () => open(h.app)));
    const opened = performance.now();
    await Promise.all(connections.map(({ socket }) => closedByServer(socket)));
    expect(performance.now() - opened).toBeGreaterThanOrEqual(350);
    expect(connections.map(({ received }) => received())).toEqual(connections.map(() => ''));
  });
});

describe('kept-alive connections, late headers and late bodies', () => {
  let app: FastifyInstance;
  // Fastify's request log: a request it handles writes "incoming request"; the shortcut does not.
  const logs: { msg?: string }[] = [];

  beforeAll(async () => {
    const db = await freshDb('sqlite');
    const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-timeouts-'));
    const config = loadConfig({
      HTTP_IDLE_TIMEOUT_MS: '60000',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '300',
      HTTP_HEADERS_TIMEOUT_MS: '400',
      HTTP_REQUEST_TIMEOUT_MS: '600',
    });
    app = await buildApp(
      { ...config, dataDir, siteDir: dataDir, logLevel: 'info' },
      { db, clock: () => NOW, logStream: { write: (line) => logs.push(JSON.parse(line)) } },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const rows = [510_000, 500_000].map((listPrice, i) => ({
      line: i + 1,
      record: { dpId: DP_ID, title: '华为 Mate 60', listPrice, observedAt: NOW - 86_400 + i },
    }));
    await importRows(db, rows, { now: NOW });
  });
  afterAll(() => app.close());

  /** GETs `path` over `agent`'s kept-alive connection: the answer, read to its end, and its socket. */
  async function fetchOver(agent: Agent, path: string) {
    const { port } = app.server.address() as AddressInfo;
    const request = get({ host: '127.0.0.1', port, path, agent });
    const [socket] = (await once(request, 'socket')) as [Socket];
    const [response] = (await once(request, 'response')) as [IncomingMessage];
    response.resume();
    await once(response, 'end');
    return { response, socket };
  }

  test.each([
    ['the history shortcut', HISTORY, false],
    ['a Fastify route', '/api/health', true],
  ])(
    'after an answer from %s the connection closes after the keep-alive timeout',
    async (_, path, byFastify) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      // The first history answer fills the cache the shortcut answers the second one from.
      if (path === HISTORY) await fetchOver(agent, path);
      const before = logs.length;
      const { response, socket } = await fetchOver(agent, path);
      expect(response.statusCode).toBe(200);
      expect(logs.slice(before).some((line) => line.msg === 'incoming request')).toBe(byFastify);
      expect(response.headers.connection).toBe('keep-alive');
      await closedByServer(socket);
      agent.destroy();
    },
  );

  test('headers that never finish are answered 408 and the connection closed', async () => {
    const { socket, received } = await open(app);
    socket.write('GET /api/health HTTP/1.1\r\nHost: pricetrail.test\r\n');
    await closedByServer(socket);
    expect(received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  test('a body that stops short is answered 408 and the connection closed', async () => {
    const { socket, received } = await open(app);
    socket.write(
      'POST /api/prices/observations HTTP/1.1\r\nHost: pricetrail.test\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"observations":[',
    );
    await closedByServer(socket);
    expect(received()).toMatch(/^HTTP\/1\.1 408 /);
  });
});

test('the production timeouts: idle 60 s, keep-alive 72 s, headers 30 s, whole request 300 s', async () => {
  const config = loadConfig({});
  expect(config.http).toEqual({
    idleMs: 60_000,
    keepAliveMs: 72_000,
    headersMs: 30_000,
    requestMs: 300_000,
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-timeouts-'));
  const app = await buildApp({ ...config, dataDir, siteDir: dataDir, logLevel: 'silent' });
  try {
    expect({
      timeout: app.server.timeout,
      keepAliveTimeout: app.server.keepAliveTimeout,
      headersTimeout: app.server.headersTimeout,
      requestTimeout: app.server.requestTimeout,
    }).toEqual({
      timeout: 60_000,
      keepAliveTimeout: 72_000,
      headersTimeout: 30_000,
      requestTimeout: 300_000,
    });
  } finally {
    await app.close();
  }
});

test('a timeout of zero, not a number, or headers longer than the request is a configuration error', () => {
  expect(() => loadConfig({ HTTP_IDLE_TIMEOUT_MS: '0' })).toThrow(/HTTP_IDLE_TIMEOUT_MS/);
  expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_MS: 'soon' })).toThrow(/HTTP_REQUEST_TIMEOUT_MS/);
  expect(() =>
    loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '4000' }),
  ).toThrow(/HTTP_HEADERS_TIMEOUT_MS/);
});
