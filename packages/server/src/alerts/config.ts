import { loadMailConfig, type MailConfig } from './channels/mailConfig.js';

/** How alerts go out (`.env.example` lists each setting). */
export interface AlertConfig {
  /** SMTP for e-mail alerts (`SMTP_URL`, `MAIL_FROM`); undefined = no e-mail channel. */
  mail: MailConfig | undefined;
  /** Webhooks and push endpoints may be loopback or private (`ALERT_WEBHOOK_ALLOW_PRIVATE=1`; tests). */
  allowPrivateWebhooks: boolean;
  /** Run the sender in this process (`ALERT_SENDER`, default on; off for a web-only instance). */
  sender: boolean;
  /** How often the sender looks at the outbox (`ALERT_POLL_MS`, default 2000). */
  pollMs: number;
  /**
   * The longest one send may take on any channel, connection and reply included
   * (`ALERT_SEND_TIMEOUT_MS`, default 10000); a claimed delivery's lease is just above it.
   */
  sendTimeoutMs: number;
}

/** Reads the alert settings; a Chinese sentence when one cannot be used. */
export function loadAlertConfig(env: NodeJS.ProcessEnv): AlertConfig | string {
  const mail = loadMailConfig(env);
  if (typeof mail === 'string') return mail;
  const pollMs = Number(env.ALERT_POLL_MS ?? 2_000);
  if (!Number.isInteger(pollMs) || pollMs < 100 || pollMs > 600_000) {
    return `ALERT_POLL_MS 必须是 100–600000 之间的整数，收到 "${env.ALERT_POLL_MS}"`;
  }
  const sendTimeoutMs = Number(env.ALERT_SEND_TIMEOUT_MS ?? 10_000);
  if (!Number.isInteger(sendTimeoutMs) || sendTimeoutMs < 1_000 || sendTimeoutMs > 120_000) {
    return `ALERT_SEND_TIMEOUT_MS 必须是 1000–120000 之间的整数，收到 "${env.ALERT_SEND_TIMEOUT_MS}"`;
  }
  return {
    mail,
    allowPrivateWebhooks: env.ALERT_WEBHOOK_ALLOW_PRIVATE === '1',
    sender: env.ALERT_SENDER !== 'off',
    pollMs,
    sendTimeoutMs,
  };
}
