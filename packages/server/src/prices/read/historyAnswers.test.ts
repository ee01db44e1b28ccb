import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../db/schema.js';
import { DIALECTS, freshDb } from '../../testing/dialects.js';
import { importRows } from '../ingest/importer.js';
import type { ImportRow } from '../write/importReader.js';
import { HistoryAnswers } from './historyAnswers.js';

const NOW = 1_763_600_000;
const DP_ID = '100012043978-3';

async function* history(): AsyncGenerator<ImportRow> {
  for (let i = 0; i < 30; i++) {
    const record = { dpId: DP_ID, title: '华为 Mate 60', listPrice: 500_000 - (i % 3) * 10_000 };
    yield { line: i + 1, record: { ...record, observedAt: NOW - (30 - i) * 86_400 } };
  }
}

/**
 * Resolves once the change feed (PostgreSQL) has delivered every notification of writes already
 * committed: ours is delivered after them. At once where there is no feed.
 */
async function feedSettled(db: Db): Promise<void> {
  const feed = db.changeFeed;
  if (!feed) return;
  const marker = `settled ${Math.random()}`;
  const heard = new Promise<void>((resolve) => {
    const stop = feed.subscribe((payload) => {
      if (payload !== marker) return;
      stop();
      resolve();
    });
  });
  await feed.notify(db.kysely, marker);
  await heard;
}

describe.each(DIALECTS)('history answers on %s', (dialect) => {
  let db: Db;
  let queries = 0;
  // The real database, every statement counted as it completes.
  let counted: Db;

  beforeAll(async () => {
    db = await freshDb(dialect);
    await db.changeFeed?.start((error) => {
      throw error;
    });
    await importRows(db, history(), { now: NOW });
    await feedSettled(db);
    const counter: KyselyPlugin = {
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        queries += 1;
        return result;
      },
    };
    counted = { ...db, kysely: db.kysely.withPlugin(counter) };
  });
  afterAll(() => db.close());

  test('50 concurrent requests for a cold product share one build; a repeat reads nothing', async () => {
    const answers = new HistoryAnswers(counted, () => NOW);
    const all = await Promise.all(Array.from({ length: 50 }, () => answers.answer(DP_ID, 'all')));
    expect(answers.builds).toBe(1);
    expect(new Set(all.map((answer) => answer?.etag)).size).toBe(1);
    expect(JSON.parse(String(all[0]?.body))).toMatchObject({ product: { dpId: DP_ID } });

    const before = queries;
    expect((await answers.answer(DP_ID, 'all'))?.etag).toBe(all[0]?.etag);
    expect(queries).toBe(before);
    expect(answers.builds).toBe(1);
  });
});
