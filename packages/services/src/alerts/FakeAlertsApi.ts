import { SAMPLE_NOW } from '../api/sampleData';
import { pageItemsOf } from '../paging/page';
import { AuthenticationRequiredError, NetworkError } from '../http/errors';
import { RefusedError } from '../http/RefusedError';
import { NOTICE_PAGE_SIZE } from './alertLimits';
import { MSG_EMAIL_SENT, MSG_TEST_SENT } from './alertMessages';
import type {
  AlertChannel,
  AlertSettings,
  AlertSettingsAnswer,
  AlertSettingsChanges,
  AlertsApiClient,
  Notice,
  NoticePage,
  PushKeys,
} from './alertTypes';
import { applySettingsChanges } from './applySettingsChanges';
import { SAMPLE_ALERT_SETTINGS, SAMPLE_NOTICES, sampleTestNotice } from './sampleAlerts';

/** A scripted failure: 'network' rejects like a lost connection, any other text is the server's refusal. */
export type FakeAlertsFailure = 'network' | (string & {});

/** Answers of a {@link FakeAlertsApi}; by default a signed-in user with the sample data. */
export interface FakeAlertsOptions {
  /** The notices, newest first (the sample ones by default). */
  notices?: readonly Notice[];
  /** The settings (the sample ones by default). */
  settings?: AlertSettings;
  /** Every call rejects with 401, as for a visitor whose session is gone. */
  isSignedOut?: boolean;
  /** Calls that fail, by method name. */
  fail?: Partial<Record<keyof AlertsApiClient, FakeAlertsFailure>>;
  /** Channels whose test fails, with the server's reason (e.g. 'Webhook 返回 HTTP 500'). */
  failTests?: Partial<Record<AlertChannel, string>>;
  /** Milliseconds every answer takes (0 by default; a huge value never answers). */
  delayMs?: number;
}

/**
 * An in-memory notice and alert-settings server for stories and tests: it keeps what is read and
 * changed, a site test adds a notice, and it records every call.
 */
export class FakeAlertsApi implements AlertsApiClient {
  /** Every call, in order, as `[name, argument]`. */
  readonly calls: [string, unknown][] = [];

  private inbox: Notice[];
  private current: AlertSettings;
  private subscribed = new Set<string>();
  private nextId = 9_000;
  private feedResets = 0;

  constructor(private readonly options: FakeAlertsOptions = {}) {
    this.inbox = [...(options.notices ?? SAMPLE_NOTICES)];
    this.current = options.settings ?? SAMPLE_ALERT_SETTINGS;
  }

  /** Records the call, waits, then fails as scripted or answers `work()`. */
  private answer<T>(name: keyof AlertsApiClient, argument: unknown, work: () => T): Promise<T> {
    this.calls.push([name, argument]);
    return new Promise<T>((resolve, reject) => {
      setTimeout(() => {
        const failure = this.options.fail?.[name];
        if (this.options.isSignedOut) reject(new AuthenticationRequiredError(401, '请先登录'));
        else if (failure === 'network') reject(new NetworkError('connection refused'));
        else if (failure !== undefined) reject(new RefusedError(-1, failure));
        else {
          try {
            resolve(work());
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        }
      }, this.options.delayMs ?? 0);
    });
  }

  private unread(): number {
    return this.inbox.filter((notice) => !notice.isRead).length;
  }

  /** See {@link AlertsApiClient.notices}. */
  notices(page: number): Promise<NoticePage> {
    return this.answer('notices', page, () => ({
      notices: pageItemsOf(this.inbox, page, NOTICE_PAGE_SIZE),
      page,
      pageSize: NOTICE_PAGE_SIZE,
      total: this.inbox.length,
      unread: this.unread(),
    }));
  }

  /** See {@link AlertsApiClient.unreadCount}. */
  unreadCount(): Promise<number> {
    return this.answer('unreadCount', undefined, () => this.unread());
  }

  /** See {@link AlertsApiClient.markRead}. */
  markRead(id?: number): Promise<number> {
    return this.answer('markRead', id, () => {
      this.inbox = this.inbox.map((notice) =>
        id === undefined || notice.id === id ? { ...notice, isRead: true } : notice,
      );
      return this.unread();
    });
  }

  /** See {@link AlertsApiClient.settings}. */
  settings(): Promise<AlertSettings> {
    return this.answer('settings', undefined, () => this.current);
  }

  private change(settings: AlertSettings): AlertSettings {
    this.current = settings;
    return settings;
  }

  /** See {@link AlertsApiClient.saveSettings}. */
  saveSettings(changes: AlertSettingsChanges): Promise<AlertSettings> {
    return this.answer('saveSettings', changes, () =>
      this.change(applySettingsChanges(this.current, changes)),
    );
  }

  /** See {@link AlertsApiClient.setEmail}: the new address waits for its link to be opened. */
  setEmail(address: string): Promise<AlertSettingsAnswer> {
    return this.answer('setEmail', address, () => {
      const email = { ...this.current.email, address, isVerified: false };
      return { settings: this.change({ ...this.current, email }), message: MSG_EMAIL_SENT };
    });
  }

  private withDevices(step: 1 | -1): AlertSettings {
    const push = { ...this.current.push, devices: Math.max(0, this.current.push.devices + step) };
    return this.change({ ...this.current, push });
  }

  /** See {@link AlertsApiClient.subscribePush}. */
  subscribePush(keys: PushKeys): Promise<AlertSettings> {
    return this.answer('subscribePush', keys, () => {
      if (this.subscribed.has(keys.endpoint)) return this.current;
      this.subscribed.add(keys.endpoint);
      return this.withDevices(1);
    });
  }

  /** See {@link AlertsApiClient.unsubscribePush}. */
  unsubscribePush(endpoint: string): Promise<AlertSettings> {
    return this.answer('unsubscribePush', endpoint, () =>
      this.subscribed.delete(endpoint) ? this.withDevices(-1) : this.current,
    );
  }

  /** See {@link AlertsApiClient.sendTest}: a site test shows up in the notice list. */
  sendTest(channel: AlertChannel): Promise<string> {
    return this.answer('sendTest', channel, () => {
      const reason = this.options.failTests?.[channel];
      if (reason !== undefined) throw new RefusedError(-1, reason);
      if (channel === 'site') {
        this.inbox.unshift(sampleTestNotice((this.nextId += 1), SAMPLE_NOW));
      }
      return MSG_TEST_SENT;
    });
  }

  /** See {@link AlertsApiClient.resetFeed}. */
  resetFeed(): Promise<AlertSettings> {
    return this.answer('resetFeed', undefined, () => {
      this.feedResets += 1;
      const token = `reset${this.feedResets}`;
      const feed = {
        rss: this.current.feed.rss.replace(/_[^_.]+\.xml$/, `_${token}.xml`),
        atom: this.current.feed.atom.replace(/_[^_.]+\.xml$/, `_${token}.xml`),
      };
      return this.change({ ...this.current, feed });
    });
  }
}
