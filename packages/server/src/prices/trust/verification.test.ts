import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../db/schema.js';
import { DIALECTS, freshDb } from '../../testing/dialects.js';
import { ensureProduct } from '../write/catalog.js';
import { claimVerifications, completeVerification, queueVerification } from './verification.js';

const NOW = 1_763_600_000;

describe.each(DIALECTS)('the verification outbox on %s', (dialect) => {
  let db: Db;
  let productId: number;

  beforeAll(async () => {
    db = await freshDb(dialect);
    productId = await ensureProduct(
      db,
      {
        dpId: '100012043978-3',
        siteId: 3,
        itemId: '100012043978',
        title: '华为 Mate 60 Pro',
        canonicalUrl: 'https://item.jd.com/100012043978.html',
        source: 'extension',
      },
      NOW,
    );
  });
  afterAll(() => db.close());

  test('one open request per product, leased to one worker, back after its lease, then done', async () => {
    await queueVerification(db.kysely, productId, 'disputed_price', NOW);
    await queueVerification(db.kysely, productId, 'disputed_price', NOW + 5);
    const [first, ...rest] = await claimVerifications(db.kysely, {
      limit: 10,
      leaseSeconds: 300,
      now: NOW + 10,
      siteIds: [3],
    });
    expect(rest).toEqual([]);
    expect(first).toEqual({
      id: expect.any(Number) as number,
      productId,
      dpId: '100012043978-3',
      reason: 'disputed_price',
      requestedAt: NOW,
      attempts: 1,
    });
    const leased = { limit: 10, leaseSeconds: 300, now: NOW + 200, siteIds: [3] };
    expect(await claimVerifications(db.kysely, leased)).toEqual([]);
    // Another store's worker (or one for no store at all) never takes this one.
    const elsewhere = { ...leased, now: NOW + 311 };
    expect(await claimVerifications(db.kysely, { ...elsewhere, siteIds: [83] })).toEqual([]);
    expect(await claimVerifications(db.kysely, { ...elsewhere, siteIds: [] })).toEqual([]);
    const expired = await claimVerifications(db.kysely, { ...leased, now: NOW + 311 });
    expect(expired.map((r) => r.attempts)).toEqual([2]);
    await completeVerification(db.kysely, first?.id ?? 0, NOW + 320);
    expect(await claimVerifications(db.kysely, { ...leased, now: NOW + 1_000 })).toEqual([]);
    await queueVerification(db.kysely, productId, 'disputed_price', NOW + 2_000);
    expect(await claimVerifications(db.kysely, { ...leased, now: NOW + 2_000 })).toHaveLength(1);
  });
});
