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

// nodemailer waits minutes by default; a dead or silent server should fail within seconds.
const TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
  dnsTimeout: 10_000,
};

/** Builds the mailer over a pool of SMTP connections; sends reject when the server refuses. */
export function createMailer(config: MailConfig): Mailer {
  const domain = senderDomain(config.from);
  if (!domain) throw new Error(`MAIL_FROM 需要包含发件地址，收到 "${config.from}"`);
  const transport = createTransport(
    { url: config.smtpUrl, pool: true, ...TIMEOUTS },
    { from: config.from },
  );
  return {
    async sendAlert(to, message, unsubscribeUrl) {
      await transport.sendMail({
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
      await transport.sendMail({
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
