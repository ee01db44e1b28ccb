import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { openDb, sqliteFileIn } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { startSmtpSink, startWebhookReceiver } from '../testing/alertSinks.js';
import { startCli } from '../testing/cliProcess.js';
import { DIALECTS, freshTarget } from '../testing/dialects.js';
import { identityHarnessOn, TEST_ORIGIN } from '../testing/identityClient.js';
import { newProducts, newUser, writePrices } from '../testing/personal.js';
import { startPushService } from '../testing/pushService.js';
import { settingsOf, updateSettings } from './settings.js';
import type { SettingsView } from './settingsView.js';
import type { IdentityAnswer } from '../identity/answers.js';

const START = Date.UTC(2026, 6, 1, 4) / 1000;
const SEND_TIMEOUT_S = 20;

/** Resolves once `pricetrail serve` says it is listening (its sender starts then). */
function listening(child: ReturnType<typeof startCli>): Promise<void> {
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server listening at')) resolve();
    });
    child.once('exit', () => reject(new Error(`serve exited early: ${output}`)));
  });
}

describe.each(DIALECTS)('an alert whose sender is killed mid-send on %s', (dialect) => {
  test('goes out again once its lease, the send timeout and a little, has run out: same key on every channel, one notice', async () => {
    const [smtp, hook, push] = await Promise.all([
      startSmtpSink(),
      startWebhookReceiver(),
      startPushService(),
    ]);
    const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-crash-'));
    const target =
      dialect === 'sqlite' ? { sqliteFile: sqliteFileIn(dataDir) } : await freshTarget(dialect);
    const db = openDb(target);
    await migrateToLatest(db);
    const env = {
      SMTP_URL: smtp.url,
      MAIL_FROM: '价迹 <alerts@pricetrail.test>',
      ALERT_WEBHOOK_ALLOW_PRIVATE: '1',
      ALERT_SEND_TIMEOUT_MS: String(SEND_TIMEOUT_S * 1000),
    };
    const h = await identityHarnessOn(db, START, env);
    let child: ReturnType<typeof startCli> | undefined;
    try {
      const me = await newUser(h);
      const userId = Number(me.jar.get('plt_uid'));
      await settingsOf(db, userId, START);
      await updateSettings(
        db,
        userId,
        { email: 'shopper@example.com', email_verified: 1, email_on: 1 },
        START,
      );
      const saved = await me.post('/UserAlert/Settings', { webhook_url: hook.url });
      const view = saved.json<IdentityAnswer<SettingsView>>().data;
      hook.expectSecret(view?.webhook.secret ?? '');
      const browser = push.subscribe(view?.push.public_key ?? '', 'hold');
      await me.post('/UserAlert/PushSubscribe', { ...browser });
      const [dpId = ''] = await newProducts(h, [10_000]);
      await me.post('/UserCollection/Add', { dp_id: dpId });
      h.now.value += 60;
      await writePrices(h, [{ dpId, finalPrice: 9_000 }]);

      // Every receiver takes the alert and keeps its answer; the sender dies before it hears back.
      hook.answerWith(() => 'never');
      smtp.hold(true);
      const startedAt = Math.floor(Date.now() / 1000);
      child = startCli(['serve'], {
        ...env,
        LOG_LEVEL: 'info',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: target.databaseUrl ?? '',
        PUBLIC_ORIGIN: TEST_ORIGIN,
        SEED_DEMO: '0',
        TRACKER: 'off',
        ALERT_POLL_MS: '100',
      });
      await listening(child);
      const arrived = () => [hook.hooks.length, smtp.mails.length, push.received.length];
      await expect.poll(arrived, { timeout: 15_000 }).toEqual([1, 1, 1]);
      child.kill('SIGKILL');
      await once(child, 'exit');
      const killedAt = Math.ceil(Date.now() / 1000);

      const leased = await db.kysely
        .selectFrom('alert_deliveries')
        .select(['channel', 'status', 'attempts', 'next_at'])
        .orderBy('channel')
        .execute();
      expect(leased.map(({ channel, status, attempts }) => [channel, status, attempts])).toEqual([
        ['email', 'pending', 1],
        ['push', 'pending', 1],
        ['webhook', 'pending', 1],
      ]);
      // Never before a live sender's send could have ended, and only a little after.
      for (const { next_at } of leased) {
        expect(next_at).toBeGreaterThanOrEqual(startedAt + SEND_TIMEOUT_S);
        expect(next_at).toBeLessThanOrEqual(killedAt + SEND_TIMEOUT_S + 10);
      }

      // Another instance on the same database, with working receivers.
      hook.answerWith(() => 204);
      smtp.hold(false);
      push.answerWith(browser.endpoint, 201);
      const leaseEnds = leased.map((row) => row.next_at);
      h.now.value = Math.min(...leaseEnds) - 1;
      await h.app.alerts.sender.runOnce();
      expect(arrived()).toEqual([1, 1, 1]);
      h.now.value = Math.max(...leaseEnds);
      await h.app.alerts.sender.runOnce();
      expect(arrived()).toEqual([2, 2, 2]);

      const keys = hook.hooks.map((call) => call.headers['x-pricetrail-event']);
      const [key] = keys;
      expect(key).toMatch(/\S/);
      expect(keys).toEqual([key, key]);
      expect(hook.hooks.map((call) => call.signed)).toEqual([true, true]);
      const messageIds = smtp.mails.map((mail) => mail.headers['message-id']);
      expect(messageIds).toEqual([`<pricetrail-alert-${key}@pricetrail.test>`, messageIds[0]]);
      expect(push.received.map((p) => (p.payload as { key?: string }).key)).toEqual([key, key]);

      // Back to the session's days (the lease ran out on the real clock) to read the notices.
      h.now.value = START + 3_600;
      const notices = (await me.get('/UserNotice/List')).json<IdentityAnswer<{ total: number }>>();
      expect(notices.data?.total).toBe(1);
      const sent = await db.kysely.selectFrom('alert_deliveries').select('status').execute();
      expect(sent.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
    } finally {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await h.app.close();
      await Promise.all([smtp.close(), hook.close(), push.close()]);
    }
  }, 60_000);
});
