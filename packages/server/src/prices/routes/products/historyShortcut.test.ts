import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../../app.js';
import { loadConfig } from '../../../config.js';
import type { Db } from '../../../db/schema.js';
import { importRows } from '../../ingest/importer.js';
import type { ImportRow } from '../../write/importReader.js';
import { DIALECTS, freshDb, nextPriceChange } from '../../../testing/dialects.js';

const NOW = Date.UTC(2026, 6, 1, 4) / 1000;
const DP_ID = '100012043978-3';
const HISTORY = `/api/products/${DP_ID}/history`;

async function* prices(finalPrices: readonly number[], lastAt: number): AsyncGenerator<ImportRow> {
  for (const [i, listPrice] of finalPrices.entries()) {
    const observedAt = lastAt - (finalPrices.length - 1 - i) * 86_400;
    yield { line: i + 1, record: { dpId: DP_ID, title: '华为 Mate 60', listPrice, observedAt } };
  }
}

/** Headers without the ones that differ by the moment or the client (date, connection). */
function lasting(headers: Record<string, unknown>): Record<string, unknown> {
  const moving = new Set(['date', 'connection', 'keep-alive']);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !moving.has(name)));
}

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

describe.each(DIALECTS)('the history shortcut on %s', (dialect) => {
  let db: Db;
  let app: FastifyInstance;
  let base: string;
  // Fastify's request log: a request it handles writes "incoming request"; the shortcut does not.
  const logs: Record<string, unknown>[] = [];

  beforeAll(async () => {
    db = await freshDb(dialect);
    const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-shortcut-'));
    app = await buildApp(
      { ...loadConfig({ TRUST_PROXY: '127.0.0.1' }), dataDir, siteDir: dataDir, logLevel: 'info' },
      {
        db,
        clock: () => NOW,
        logStream: { write: (line) => logs.push(JSON.parse(line) as Record<string, unknown>) },
      },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    // A listening server starts its 好价 round at once, and that round writes: any write moves
    // the change stamp, and a held answer is re-validated through Fastify after it. These tests
    // need a database nothing else writes to.
    await app.dealPosts.stop();
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const heard = nextPriceChange(db);
    await importRows(db, prices([520_000, 510_000, 500_000], NOW - 3_600), { now: NOW });
    // Until the feed has told of the seeding write, every answer is re-validated once more.
    await heard;
  });
  afterAll(() => app.close());

  /** Asks over HTTP; says whether Fastify handled the request (else the shortcut sent it). */
  async function ask(path: string, init: RequestInit = {}) {
    const before = logs.length;
    const response = await fetch(`${base}${path}`, init);
    const headers = lasting(Object.fromEntries(response.headers));
    const answer: Answer = { status: response.status, headers, body: await response.text() };
    const lines = logs.slice(before);
    const byFastify = lines.some((line) => line.msg === 'incoming request');
    return { answer, byFastify, lines, keepAlive: response.headers.get('keep-alive') };
  }

  test.each(['', '?range=all', '?range=90d'])(
    'a held answer (%s) is sent as the route sends it, without Fastify',
    async (query) => {
      const first = await ask(`${HISTORY}${query}`);
      expect(first.answer.status).toBe(200);
      const second = await ask(`${HISTORY}${query}`);
      expect(second.byFastify).toBe(false);
      expect(second.answer).toEqual(first.answer);
      // The server Fastify listens on keeps connections as Fastify's own would (72 s).
      expect([first.keepAlive, second.keepAlive]).toEqual(['timeout=72', 'timeout=72']);
      expect(second.lines).toMatchObject([
        {
          msg: 'request completed',
          req: { method: 'GET', url: `${HISTORY}${query}`, remoteAddress: '127.0.0.1' },
          res: { statusCode: 200 },
        },
      ]);
    },
  );

  test('behind a trusted proxy it reads HTTPS and the client address as Fastify does', async () => {
    const viaProxy = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };
    await ask(HISTORY);
    const shortcut = await ask(HISTORY, { headers: viaProxy });
    expect(shortcut.byFastify).toBe(false);
    expect(shortcut.answer.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(shortcut.lines[0]).toMatchObject({ req: { remoteAddress: '203.0.113.9' } });
    // The route's own answer to the same request: any header Fastify adds, the shortcut must too.
    const route = await app.inject({ url: HISTORY, headers: viaProxy, remoteAddress: '127.0.0.1' });
    expect(shortcut.answer.headers).toEqual(lasting(route.headers));
    expect(shortcut.answer.body).toBe(route.body);
  });

  test('a written price is never answered stale: the next request goes to the route', async () => {
    await ask(HISTORY);
    expect((await ask(HISTORY)).byFastify).toBe(false);
    await importRows(db, prices([480_000], NOW - 60), { now: NOW });
    const after = await ask(HISTORY);
    expect(after.byFastify).toBe(true);
    expect(JSON.parse(after.answer.body)).toMatchObject({ summary: { currentFinal: 480_000 } });
  });

  test.each<[string, string, RequestInit]>([
    ['a HEAD request', HISTORY, { method: 'HEAD' }],
    ['a conditional request', HISTORY, { headers: { 'if-none-match': '"x"' } }],
    ['another query parameter', `${HISTORY}?range=all&from=ext`, {}],
    ['an unknown range', `${HISTORY}?range=2y`, {}],
    ['an encoded dp id', '/api/products/100012043978%2D3/history', {}],
    ['an unknown product', '/api/products/999999999999-3/history', {}],
  ])('%s goes to the route', async (_name, path, init) => {
    await ask(HISTORY);
    expect((await ask(path, init)).byFastify).toBe(true);
  });
});
