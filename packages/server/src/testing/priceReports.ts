import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WireAnswer } from '@pricetrail/core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Db, Dialect } from '../db/schema.js';
import { importRows } from '../prices/ingest/importer.js';
import type { ImportRow } from '../prices/write/importReader.js';
import type { HistoryView } from '../prices/read/history.js';
import type { SummaryView } from '../prices/read/views.js';
import { freshDb } from './dialects.js';

/** An app over a fresh database whose clock tests move. */
export interface PriceHarness {
  app: FastifyInstance;
  db: Db;
  /** Current epoch seconds. */
  now: { value: number };
}

/** Builds the harness; `env` adds settings (e.g. `TRUST_PROXY`). */
export async function priceHarness(
  dialect: Dialect,
  start: number,
  env: NodeJS.ProcessEnv = {},
): Promise<PriceHarness> {
  const db = await freshDb(dialect);
  const now = { value: start };
  const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-reports-'));
  const app = await buildApp(
    { ...loadConfig(env), dataDir, siteDir: dataDir, logLevel: 'silent' },
    { db, clock: () => now.value },
  );
  return { app, db, now };
}

/** Writes trusted history for `dpId` as an operator import: `[observedAt, finalPrice]` pairs. */
export async function importHistory(
  h: PriceHarness,
  dpId: string,
  history: readonly (readonly [number, number])[],
): Promise<void> {
  async function* rows(): AsyncGenerator<ImportRow> {
    let line = 0;
    for (const [observedAt, price] of history) {
      yield { line: ++line, record: { dpId, title: '测试商品', listPrice: price, observedAt } };
    }
  }
  await importRows(h.db, rows(), { now: h.now.value });
}

/** How one report request is sent. */
export interface ReportOptions {
  /** The connection's address; default 203.0.113.10. */
  ip?: string;
  headers?: Record<string, string>;
}

/** The answer of `POST /api/prices/observations`: the counts, and each item's outcome. */
export type ReportsAnswer = WireAnswer<'/api/prices/observations', 'post'>;

/** Sends `POST /api/prices/observations` with the given items. */
export function postReports(
  h: PriceHarness,
  observations: readonly Record<string, unknown>[],
  options: ReportOptions = {},
): Promise<LightMyRequestResponse> {
  return h.app.inject({
    method: 'POST',
    url: '/api/prices/observations',
    remoteAddress: options.ip ?? '203.0.113.10',
    headers: options.headers ?? {},
    payload: { observations },
  });
}

/** The product's published summary as the product page reads it. */
export async function summaryOf(h: PriceHarness, dpId: string): Promise<SummaryView> {
  const answer = await h.app.inject(`/api/products/${dpId}`);
  return answer.json<{ summary: SummaryView }>().summary;
}

/** The product's whole history answer, as the chart of the product and extension pages reads it. */
export async function historyOf(h: PriceHarness, dpId: string): Promise<HistoryView> {
  const answer = await h.app.inject(`/api/products/${dpId}/history`);
  return answer.json<HistoryView>();
}
