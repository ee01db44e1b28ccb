import { createTransport } from 'nodemailer';
import type { AlertMessage } from '../message.js';
import { renderAlertMail, renderVerificationMail } from './mailBodies.js';
import { senderDomain, type MailConfig } from './mailConfig.js';

/** Sends PriceTrail's mail through the configured SMTP server. */
export interface Mailer {
  /** Sends one alert with one-click 退订 headers; a retried send carries the same Message-ID. */
  sendAlert(to: string, message: AlertMessage, unsubscribeUrl: string): Promise<void>;
  /** Sends the 「验证你的邮箱」 mail with a link that works for 24 hours. */
  sendVerification(to: string, verifyUrl: string): Promise<void>;
  /** Closes the pooled SMTP connections. */
  close(): void;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Builds the mailer over a pool of SMTP connections; sends reject when the server refuses, and
 * each send gives up (its connection closed) once `timeoutMs` has passed, so an alert's lease is
 * never outlived by the send it covers.
 */
export function createMailer(config: MailConfig, timeoutMs = DEFAULT_TIMEOUT_MS): Mailer {
  const domain = senderDomain(config.from);
  if (!domain) throw new Error(`MAIL_FROM 需要包含发件地址，收到 "${config.from}"`);
  // nodemailer waits minutes by default; no step of a send may outlast the whole send.
  const timeouts = {
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  };
  const transport = createTransport(
    { url: config.smtpUrl, pool: true, ...timeouts },
    { from: config.from },
  );
  async function send(mail: Parameters<typeof transport.sendMail>[0]): Promise<void> {
    const deadline = AbortSignal.timeout(timeoutMs);
    try {
      await transport.sendMail({ ...mail, signal: deadline });
    } catch (error) {
      if (!deadline.aborted) throw error;
      throw new Error(`邮件服务器在 ${timeoutMs / 1000} 秒内没有完成发送`, { cause: error });
    }
  }
  return {
    async sendAlert(to, message, unsubscribeUrl) {
      await send({
        to,
        subject: message.title,
        ...renderAlertMail(message, unsubscribeUrl),
        // The alert's key, so a mail client can tell a retry from a new alert.
        messageId: `<pricetrail-alert-${message.key}@${domain}>`,
        list: { unsubscribe: unsubscribeUrl },
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
    },
    async sendVerification(to, verifyUrl) {
      await send({
        to,
        subject: '验证你的邮箱',
        ...renderVerificationMail(verifyUrl),
      });
    },
    close() {
      transport.close();
    },
  };
}
