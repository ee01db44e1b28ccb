import type { AlertSettings, AlertSettingsChanges } from './alertTypes';

/** The settings with the changes made, as the server will hold them once it accepts them. */
export function applySettingsChanges(
  settings: AlertSettings,
  changes: AlertSettingsChanges,
): AlertSettings {
  const { email, webhook, push } = settings;
  return {
    ...settings,
    dailyCap: changes.dailyCap ?? settings.dailyCap,
    quietHours: changes.quietHours === undefined ? settings.quietHours : changes.quietHours,
    email: { ...email, isOn: changes.isEmailOn ?? email.isOn },
    webhook: {
      ...webhook,
      url: changes.webhookUrl === undefined ? webhook.url : changes.webhookUrl,
      preset: changes.webhookPreset ?? webhook.preset,
      isOn: changes.isWebhookOn ?? webhook.isOn,
    },
    push: { ...push, isOn: changes.isPushOn ?? push.isOn },
  };
}
