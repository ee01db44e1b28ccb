import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { importRows } from '../prices/ingest/importer.js';
import type { ImportRow } from '../prices/write/importReader.js';
import { freshTarget } from '../testing/dialects.js';
import {
  IdentityClient,
  identityHarnessOn,
  type IdentityHarness,
} from '../testing/identityClient.js';
import { openQrSocket } from '../testing/qrSocketClient.js';
import { openDb } from './connect.js';
import { migrateToLatest } from './migrate.js';

const START = Date.UTC(2026, 6, 1, 4) / 1000;
const DP_ID = '100012043978-3';
// Pushed changes arrive well within this; polling would not be needed to meet it.
const WITHIN_MS = 1_000;

// Two server instances (two buildApp) on one PostgreSQL database, as behind a load balancer.
describe('two instances on one PostgreSQL database', () => {
  let a: IdentityHarness;
  let b: IdentityHarness;
  let portB: number;
  // B's reconnect waits until the test lets it, so its gap in notifications is certain.
  let reconnect: (() => void) | undefined;

  beforeAll(async () => {
    const target = await freshTarget('postgres');
    const dbA = openDb(target);
    await migrateToLatest(dbA);
    const dbB = openDb(target);
    await dbB.changeFeed?.start(
      () => undefined,
      () => new Promise<void>((resolve) => (reconnect = resolve)),
    );
    a = await identityHarnessOn(dbA, START);
    b = await identityHarnessOn(dbB, START);
    b.now = a.now;
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    portB = (b.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await a.app.close();
    await b.app.close();
  });

  async function writePrice(finalPrice: number, minutesAgo: number): Promise<void> {
    async function* rows(): AsyncGenerator<ImportRow> {
      const observedAt = START - minutesAgo * 60;
      yield {
        line: 1,
        record: { dpId: DP_ID, title: '华为 Mate 60', listPrice: finalPrice, observedAt },
      };
    }
    // The ingest path, through instance A's database handle.
    await importRows(a.db, rows(), { now: a.now.value });
  }

  // Over HTTP, as browsers ask: a held answer B thinks current is sent before Fastify sees it.
  async function currentOnB(): Promise<unknown> {
    const response = await fetch(`http://127.0.0.1:${portB}/api/products/${DP_ID}/history`);
    const answer = (await response.json()) as { summary: { currentFinal: number } };
    return answer.summary.currentFinal;
  }

  test('a price written through one instance is served fresh by the other within a second', async () => {
    await writePrice(500_000, 300);
    expect(await currentOnB()).toBe(500_000);
    await writePrice(480_000, 200);
    await vi.waitFor(async () => expect(await currentOnB()).toBe(480_000), {
      timeout: WITHIN_MS,
      interval: 5,
    });
  });

  test('an instance whose notifications are cut re-validates every answer until it reconnects', async () => {
    const feed = b.db.changeFeed;
    expect(await currentOnB()).toBe(480_000);
    await sql`select pg_terminate_backend(${feed?.backendPid})`.execute(a.db.kysely);
    await vi.waitFor(() => expect(reconnect).toBeDefined());
    expect(feed?.generation).toBeUndefined();

    // B cannot hear this write, yet answers it at once: it reads the revision while deaf.
    await writePrice(470_000, 100);
    expect(await currentOnB()).toBe(470_000);
    await writePrice(460_000, 50);
    expect(await currentOnB()).toBe(460_000);

    reconnect?.();
    await vi.waitFor(() => expect(feed?.generation).toBeDefined());
    expect(await currentOnB()).toBe(460_000);
    await writePrice(450_000, 10);
    await vi.waitFor(async () => expect(await currentOnB()).toBe(450_000), {
      timeout: WITHIN_MS,
      interval: 5,
    });
  });

  test('a QR code confirmed on one instance signs in the browser waiting on the other', async () => {
    const browser = new IdentityClient(b);
    const phone = new IdentityClient(a);
    await phone.smsLogin('18612340001', { ip: '198.51.100.1' });
    const code = (await browser.get('/helper/QrCode', { event: 'scanLogin' })).json<{
      data: { id: string };
    }>();
    const tid = code.data.id;
    const socket = await openQrSocket(portB, browser);
    try {
      socket.subscribe(tid);
      expect(await socket.next()).toEqual({ code: 1, msg: 'Success' });
      // With the feed up, B's sockets do not re-read on their timer: only a push wakes them.
      expect(b.app.qrHub.isPushed).toBe(true);

      expect((await phone.post('/helper/QrScan', { tid })).json()).toMatchObject({ code: 1 });
      expect(await socket.next(WITHIN_MS)).toEqual({ code: 1, msg: 'LoginConnected' });
      expect((await phone.post('/helper/QrConfirm', { tid })).json()).toMatchObject({ code: 1 });
      const done = await socket.next(WITHIN_MS);
      expect(done).toMatchObject({ code: 1, msg: 'LoginSuccess' });

      const login = await browser.post('/helper/QrLogin', { token: String(done.data?.token) });
      expect(login.json()).toMatchObject({ code: 1 });
      const mine = (await browser.get('/User/Detail')).json<{ data: { uid: unknown } }>();
      const theirs = (await phone.get('/User/Detail')).json<{ data: { uid: unknown } }>();
      expect(mine.data.uid).toBe(theirs.data.uid);
    } finally {
      socket.socket.close();
    }
  });
});
