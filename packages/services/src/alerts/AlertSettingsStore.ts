import { isEmail } from '@pricetrail/core';
import { flow, makeAutoObservable } from 'mobx';
import { MSG_INVALID_EMAIL } from '../account/accountMessages';
import { PersonalLoads } from '../personal/PersonalLoads';
import { personalFailure, type PersonalStatus } from '../personal/personalStatus';
import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';
import {
  MSG_ALERT_SAVED,
  MSG_EMAIL_SENT,
  MSG_FEED_RESET,
  MSG_PUSH_DENIED,
  MSG_PUSH_DISABLED,
  MSG_PUSH_ENABLED,
  MSG_PUSH_FAILED,
  MSG_PUSH_NOT_HERE,
  MSG_TEST_SENT,
} from './alertMessages';
import {
  checkAlertSchedule,
  checkWebhookUrl,
  type AlertScheduleField,
  type AlertScheduleForm,
} from './alertSchedule';
import type {
  AlertChannel,
  AlertSettings,
  AlertSettingsAnswer,
  AlertSettingsChanges,
  AlertsApiClient,
  PushKeys,
  WebhookPreset,
} from './alertTypes';
import { applySettingsChanges } from './applySettingsChanges';
import { unreadOf } from './unreadOf';
import type { PushDevice, PushSupport } from './pushDevice';

/** A part of the settings page with its own saving state and line. */
export type AlertSection = 'schedule' | 'email' | 'webhook' | 'push' | 'feed';

/** A channel that can be switched on and off. */
export type SwitchableChannel = 'email' | 'webhook' | 'push';

/** A section's last outcome: saved (or sent), or why not. */
export interface SectionNote {
  /** 'success' or 'error'. */
  readonly tone: 'success' | 'error';
  /** The line to show. */
  readonly text: string;
  /** The form field it is about, when it is about one. */
  readonly field?: AlertScheduleField | 'address' | 'url';
}

/** A channel's test: on its way, or its outcome with the server's line. */
export type ChannelTest =
  { readonly state: 'pending' } | { readonly state: 'sent' | 'failed'; readonly text: string };

/** Whether this browser is subscribed: known after subscribing or unsubscribing here. */
export type PushHere = 'on' | 'off' | 'unknown';

/** The browser would not subscribe; its message is the line for the shopper. */
class PushRefusal extends Error {}

const SWITCH_FIELD: Record<SwitchableChannel, keyof AlertSettingsChanges> = {
  email: 'isEmailOn',
  webhook: 'isWebhookOn',
  push: 'isPushOn',
};

/**
 * The 提醒设置 tab: the settings of every channel, each section saving on its own with its own
 * line; a switch moves at once and moves back when refused. Channel tests keep their state per
 * channel; browser push goes through the given {@link PushDevice}.
 */
export class AlertSettingsStore {
  /** Where the settings stand. */
  status: PersonalStatus = 'loading';
  /** The settings as shown. */
  settings: AlertSettings | null = null;
  /** Why the settings could not be read (status 'failed'). */
  error: string | null = null;
  /** The settings are read again while those shown stay on screen. */
  isLoading = false;
  /** Sections whose change is on its way. */
  busy: readonly AlertSection[] = [];
  /** Each section's last outcome. */
  notes: Partial<Record<AlertSection, SectionNote>> = {};
  /** Each channel's last test. */
  tests: Partial<Record<AlertChannel, ChannelTest>> = {};
  /** Whether this browser can take push notifications. */
  pushSupport: PushSupport;
  /** Whether this browser is subscribed, as far as this page knows. */
  pushHere: PushHere = 'unknown';

  private readonly loads: PersonalLoads;

  constructor(
    private readonly root: RootStore,
    private readonly api: AlertsApiClient,
    private readonly push: PushDevice,
  ) {
    this.pushSupport = push.pushSupport();
    this.loads = new PersonalLoads(root, this);
    makeAutoObservable<this, 'root' | 'api' | 'push' | 'loads'>(
      this,
      { root: false, api: false, push: false, loads: false },
      { autoBind: true },
    );
  }

  /** Whether a section's change is on its way. */
  isBusy(section: AlertSection): boolean {
    return this.busy.includes(section);
  }

  /** Reads the settings; a newer load wins. */
  load = flow(function* (this: AlertSettingsStore) {
    yield* this.loads.run({ read: () => this.api.settings(), show: this.show });
  });

  private show(settings: AlertSettings): void {
    this.settings = settings;
  }

  /** Turns a channel on or off at once; it moves back, with the reason, when refused. */
  switchChannel(channel: SwitchableChannel, isOn: boolean): Promise<void> {
    return this.change(channel, { [SWITCH_FIELD[channel]]: isOn }, null);
  }

  /** Checks and saves the daily cap and quiet hours. */
  saveSchedule(form: AlertScheduleForm): Promise<void> {
    const checked = checkAlertSchedule(form);
    if (!checked.ok) return this.refuse('schedule', checked.message, checked.field);
    return this.change('schedule', checked.value, MSG_ALERT_SAVED);
  }

  /** Checks and saves the webhook address ('' clears it) and its shape. */
  saveWebhook(form: { readonly url: string; readonly preset: WebhookPreset }): Promise<void> {
    const url = checkWebhookUrl(form.url);
    if (!url.ok) return this.refuse('webhook', url.message, 'url');
    return this.change(
      'webhook',
      { webhookUrl: url.value, webhookPreset: form.preset },
      MSG_ALERT_SAVED,
    );
  }

  /** Checks the address, sets it and has the server mail it a verification link. */
  setEmail(address: string): Promise<void> {
    const trimmed = address.trim();
    if (!isEmail(trimmed)) return this.refuse('email', MSG_INVALID_EMAIL, 'address');
    return this.run('email', async () => {
      const answer: AlertSettingsAnswer = await this.api.setEmail(trimmed);
      return { settings: answer.settings, text: answer.message || MSG_EMAIL_SENT };
    });
  }

  /** Replaces the feed addresses; the old ones stop working. */
  resetFeed(): Promise<void> {
    return this.run('feed', async () => ({
      settings: await this.api.resetFeed(),
      text: MSG_FEED_RESET,
    }));
  }

  /** Subscribes this browser (asking for permission first) and tells the server. */
  enablePush(): Promise<void> {
    return this.run('push', async () => {
      const keys = await this.subscribeHere();
      const settings = await this.api.subscribePush(keys);
      this.setPushHere('on');
      return { settings, text: MSG_PUSH_ENABLED };
    });
  }

  /** Drops this browser's subscription here and at the server. */
  disablePush(): Promise<void> {
    return this.run('push', async () => {
      const endpoint = await this.push.unsubscribePush();
      this.setPushHere('off');
      if (endpoint === undefined) return { settings: this.settings, text: MSG_PUSH_NOT_HERE };
      return { settings: await this.api.unsubscribePush(endpoint), text: MSG_PUSH_DISABLED };
    });
  }

  /** Sends a test through a channel; its outcome stays beside the channel's test button. */
  sendTest = flow(function* (this: AlertSettingsStore, channel: AlertChannel) {
    if (this.tests[channel]?.state === 'pending') return;
    this.tests = { ...this.tests, [channel]: { state: 'pending' } };
    try {
      const text = (yield this.api.sendTest(channel)) as string;
      this.tests = { ...this.tests, [channel]: { state: 'sent', text: text || MSG_TEST_SENT } };
      // A site test is a notice: the bell counts it at once.
      if (channel === 'site') void unreadOf(this.root).refresh();
    } catch (error) {
      this.tests = {
        ...this.tests,
        [channel]: { state: 'failed', text: personalFailure(error).message },
      };
    }
  });

  /** The browser's part of subscribing; its failures read as blocked or as not possible here. */
  private async subscribeHere(): Promise<PushKeys> {
    try {
      return await this.push.subscribePush(this.settings?.push.publicKey ?? '');
    } catch {
      const support = this.push.pushSupport();
      this.setPushSupport(support);
      throw new PushRefusal(support === 'denied' ? MSG_PUSH_DENIED : MSG_PUSH_FAILED);
    }
  }

  private setPushSupport(support: PushSupport): void {
    this.pushSupport = support;
  }

  private setPushHere(here: PushHere): void {
    this.pushHere = here;
  }

  /** Shows the change at once, saves it, then shows what the server holds, or moves back. */
  private change(
    section: AlertSection,
    changes: AlertSettingsChanges,
    successText: string | null,
  ): Promise<void> {
    const before = this.settings;
    if (before) this.settings = applySettingsChanges(before, changes);
    return this.run(
      section,
      async () => ({ settings: await this.api.saveSettings(changes), text: successText }),
      before,
    );
  }

  /** Runs a section's change: busy meanwhile, then the settings and line it answers, or why not. */
  private run = flow(function* (
    this: AlertSettingsStore,
    section: AlertSection,
    work: () => Promise<{ settings: AlertSettings | null; text: string | null }>,
    rollback?: AlertSettings | null,
  ) {
    if (this.isBusy(section)) return;
    this.busy = [...this.busy, section];
    this.setNote(section, undefined);
    try {
      const { settings, text } = (yield work()) as Awaited<ReturnType<typeof work>>;
      if (settings) this.settings = settings;
      if (text) this.setNote(section, { tone: 'success', text });
    } catch (error) {
      if (rollback) this.settings = rollback;
      const failure = personalFailure(error);
      if (failure.isSignedOut) this.status = 'signedOut';
      const text = error instanceof PushRefusal ? error.message : failure.message;
      this.setNote(section, { tone: 'error', text });
    } finally {
      this.busy = this.busy.filter((busy) => busy !== section);
    }
  });

  private refuse(section: AlertSection, text: string, field: SectionNote['field']): Promise<void> {
    this.setNote(section, { tone: 'error', text, field });
    return Promise.resolve();
  }

  private setNote(section: AlertSection, note: SectionNote | undefined): void {
    this.notes = { ...this.notes, [section]: note };
  }
}

/** The notice centre's alert settings, over this browser's push (`push`); the page takes a fresh one. */
export const alertSettingsView = viewKind(
  'alertSettings',
  (root: RootStore, push: PushDevice) => new AlertSettingsStore(root, root.alerts, push),
);
