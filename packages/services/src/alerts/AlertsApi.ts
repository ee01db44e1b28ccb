import type { HttpClient, Params } from '../http/HttpClient';
import { RefusedError } from '../http/RefusedError';
import { SIGNED, envelope } from '../login/identityEnvelope';
import type { IdentityAnswer } from '../login/identityTypes';
import type {
  AlertChannel,
  AlertSettings,
  AlertSettingsAnswer,
  AlertSettingsChanges,
  AlertsApiClient,
  NoticePage,
  PushKeys,
} from './alertTypes';
import { NOTICE_PAGE_SIZE } from './alertLimits';
import {
  toAlertSettings,
  toNoticePage,
  toUnread,
  type WireAlertSettings,
  type WireNoticePage,
  type WireUnread,
} from './alertsWire';

function onOff(value: boolean | undefined): '1' | '0' | undefined {
  return value === undefined ? undefined : value ? '1' : '0';
}

/** The settings form's fields; '' clears a value on the wire, undefined leaves it out. */
function settingsFields(changes: AlertSettingsChanges): Params {
  const quiet = changes.quietHours;
  return {
    daily_cap: changes.dailyCap,
    quiet_start: quiet === null ? '' : quiet?.start,
    quiet_end: quiet === null ? '' : quiet?.end,
    email_on: onOff(changes.isEmailOn),
    webhook_url: changes.webhookUrl === null ? '' : changes.webhookUrl,
    webhook_preset: changes.webhookPreset,
    webhook_on: onOff(changes.isWebhookOn),
    push_on: onOff(changes.isPushOn),
  };
}

/**
 * The notice centre's and alert settings' calls over the injected HTTP client, signed like the
 * identity calls (`/UserNotice/*`, `/UserAlert/*`).
 */
export class AlertsApi implements AlertsApiClient {
  constructor(private readonly http: HttpClient) {}

  /** The code-1 answer; any other code rejects with the server's line. */
  private static accept<T>(body: unknown): IdentityAnswer<T> {
    const answer = envelope<T>(body);
    if (answer.code !== 1) throw new RefusedError(answer.code, answer.msg);
    return answer;
  }

  /** The `data` of a signed GET, typed as the document declares it. */
  private async get<T>(path: string, query: Params = {}): Promise<T | undefined> {
    return AlertsApi.accept<T>(await this.http.get(path, { ...SIGNED, query })).data;
  }

  /** The answer of a signed form POST, its `data` typed as the document declares it. */
  private async post<T>(path: string, fields: Params = {}): Promise<IdentityAnswer<T>> {
    return AlertsApi.accept<T>(await this.http.postForm(path, fields, SIGNED));
  }

  private async postSettings(path: string, fields: Params = {}): Promise<AlertSettings> {
    return toAlertSettings((await this.post<WireAlertSettings>(path, fields)).data);
  }

  /** `GET /UserNotice/List` (pg, ps=20). */
  async notices(page: number): Promise<NoticePage> {
    const query = { pg: page, ps: NOTICE_PAGE_SIZE };
    return toNoticePage(await this.get<WireNoticePage>('/UserNotice/List', query));
  }

  /** `GET /UserNotice/Unread`. */
  async unreadCount(): Promise<number> {
    return toUnread(await this.get<WireUnread>('/UserNotice/Unread'));
  }

  /** `POST /UserNotice/Read` (id; all of them without). */
  async markRead(id?: number): Promise<number> {
    return toUnread((await this.post<WireUnread>('/UserNotice/Read', { id })).data);
  }

  /** `GET /UserAlert/Settings`. */
  async settings(): Promise<AlertSettings> {
    return toAlertSettings(await this.get<WireAlertSettings>('/UserAlert/Settings'));
  }

  /** `POST /UserAlert/Settings` with only the fields that change. */
  async saveSettings(changes: AlertSettingsChanges): Promise<AlertSettings> {
    return this.postSettings('/UserAlert/Settings', settingsFields(changes));
  }

  /** `POST /UserAlert/Email` (email). */
  async setEmail(address: string): Promise<AlertSettingsAnswer> {
    const answer = await this.post<WireAlertSettings>('/UserAlert/Email', { email: address });
    return { settings: toAlertSettings(answer.data), message: answer.msg };
  }

  /** `POST /UserAlert/PushSubscribe` (endpoint, p256dh, auth). */
  async subscribePush(keys: PushKeys): Promise<AlertSettings> {
    return this.postSettings('/UserAlert/PushSubscribe', { ...keys });
  }

  /** `POST /UserAlert/PushUnsubscribe` (endpoint). */
  async unsubscribePush(endpoint: string): Promise<AlertSettings> {
    return this.postSettings('/UserAlert/PushUnsubscribe', { endpoint });
  }

  /** `POST /UserAlert/Test` (channel). */
  async sendTest(channel: AlertChannel): Promise<string> {
    return (await this.post('/UserAlert/Test', { channel })).msg ?? '';
  }

  /** `POST /UserAlert/ResetFeed`. */
  async resetFeed(): Promise<AlertSettings> {
    return this.postSettings('/UserAlert/ResetFeed');
  }
}
