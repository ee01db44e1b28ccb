import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { PollingJob } from '../pollingJob.js';
import { ownOrigins } from '../security/origins.js';
import type { AlertChannels } from './channels.js';
import { createMailer, type Mailer } from './channels/email.js';
import { sendPush } from './channels/push.js';
import { vapidKeys, type VapidKeys } from './channels/vapid.js';
import { sendWebhook } from './channels/webhook.js';
import type { WebhookPreset } from './channels/webhookPresets.js';
import type { AlertConfig } from './config.js';
import { sendRound, type SendRound } from './sender.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Alert channels, the sender and what the alert routes need to describe them. */
    alerts: {
      config: AlertConfig;
      channels: AlertChannels;
      /** The mailer; undefined without SMTP. */
      mailer: Mailer | undefined;
      /** The server's VAPID pair, made and stored on first use. */
      vapid: () => Promise<VapidKeys>;
      sender: PollingJob<SendRound>;
      /** The site's public origin, for links in alerts, mails and feeds. */
      origin: () => string;
    };
  }
}

const decorateAlerts: FastifyPluginAsync<{ config: AlertConfig }> = async (app, { config }) => {
  const origin = () => ownOrigins(app)[0] ?? 'http://localhost';
  const timeoutMs = config.sendTimeoutMs;
  const mailer = config.mail && createMailer(config.mail, timeoutMs);
  let keys: Promise<VapidKeys> | undefined;
  const vapid = () => {
    keys ??= vapidKeys(app.db, `mailto:alerts@${new URL(origin()).hostname}`);
    // A failed first read (the database busy, say) is retried on the next use.
    keys.catch(() => (keys = undefined));
    return keys;
  };
  const channels: AlertChannels = {
    email: mailer && ((to, message, unsubscribe) => mailer.sendAlert(to, message, unsubscribe)),
    webhook: (destination, message) =>
      // Saved presets were checked against WEBHOOK_PRESETS when the user chose them.
      sendWebhook({ ...destination, preset: destination.preset as WebhookPreset }, message, {
        allowPrivate: config.allowPrivateWebhooks,
        timeoutMs,
      }),
    push: async (destination, message) =>
      sendPush(destination, message, await vapid(), {
        allowPrivate: config.allowPrivateWebhooks,
        timeoutMs,
      }),
  };
  const sender = new PollingJob(
    () => sendRound(app.db, app.clock, { channels, origin: origin(), sendTimeoutMs: timeoutMs }),
    (err) => app.log.error({ err }, 'alert round failed'),
  );
  app.decorate('alerts', { config, channels, mailer, vapid, sender, origin });
  // Only a listening server sends: tests drive `sender.runOnce()` themselves.
  if (config.sender) app.addHook('onListen', () => sender.start(config.pollMs));
  app.addHook('onClose', async () => {
    await sender.stop();
    mailer?.close();
  });
};

/** `alerts`: channels and the background sender (needs `db`). */
export const alertsPlugin = fp(decorateAlerts, {
  name: 'alerts',
  fastify: '5.x',
  dependencies: ['db'],
});
