import type { FastifyInstance } from 'fastify';
import { pushDeviceCount } from '../channels/pushSubscription.js';
import { WEBHOOK_PRESETS } from '../channels/webhookPresets.js';
import { settingsOf, type AlertSettings } from '../settings.js';
import { settingsView, type SettingsView } from '../settingsView.js';

/** The webhook presets as the settings page offers them. */
const PRESET_OPTIONS = WEBHOOK_PRESETS.map((p) => ({
  value: p.id,
  label: p.label,
  example: p.example,
}));

/** The webhook presets' values, for checking a body. */
export const PRESET_VALUES: readonly string[] = WEBHOOK_PRESETS.map((p) => p.id);

/** The user's settings as the answer shows them (made with defaults on first use). */
export async function settingsAnswerOf(
  app: FastifyInstance,
  userId: number,
): Promise<SettingsView> {
  return settingsAnswerFrom(app, await settingsOf(app.db, userId, app.clock()));
}

/** A settings row already in hand as the answer shows it. */
export async function settingsAnswerFrom(
  app: FastifyInstance,
  settings: AlertSettings,
): Promise<SettingsView> {
  return settingsView(settings, {
    emailAvailable: app.alerts.mailer !== undefined,
    vapidPublicKey: (await app.alerts.vapid()).publicKey,
    devices: await pushDeviceCount(app.db, settings.user_id),
    origin: app.alerts.origin(),
    presets: PRESET_OPTIONS,
  });
}
