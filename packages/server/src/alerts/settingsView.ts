import type { AlertSettings } from './settings.js';
import { formatClock } from './quietHours.js';

/** A webhook preset as the settings page offers it. */
export interface PresetOption {
  value: string;
  label: string;
}

/** What the settings answer needs beyond the user's row. */
export interface SettingsContext {
  /** The server can send mail (SMTP configured). */
  emailAvailable: boolean;
  vapidPublicKey: string;
  /** The user's push subscriptions. */
  devices: number;
  origin: string;
  presets: readonly PresetOption[];
}

/** A user's alert settings as `/UserAlert/Settings` answers them. */
export function settingsView(s: AlertSettings, context: SettingsContext) {
  const feed = `${context.origin}/feed/${s.feed_token}`;
  return {
    daily_cap: s.daily_cap,
    quiet_start: s.quiet_start === null ? null : formatClock(s.quiet_start),
    quiet_end: s.quiet_end === null ? null : formatClock(s.quiet_end),
    email: {
      address: s.email,
      verified: s.email_verified === 1,
      on: s.email_on === 1,
      available: context.emailAvailable,
    },
    webhook: {
      url: s.webhook_url,
      preset: s.webhook_preset,
      on: s.webhook_on === 1,
      secret: s.webhook_secret,
      presets: context.presets,
    },
    push: {
      available: true,
      public_key: context.vapidPublicKey,
      on: s.push_on === 1,
      devices: context.devices,
    },
    feed: { rss: `${feed}.rss`, atom: `${feed}.atom` },
  };
}

/** The settings answer's data. */
export type SettingsView = ReturnType<typeof settingsView>;
