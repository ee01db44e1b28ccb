import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startSmtpSink } from '../../testing/alertSinks.js';
import { DROP_ALERT, PROTECT_ALERT, TEST_ALERT } from '../../testing/sampleAlerts.js';
import { createMailer, type Mailer } from './email.js';

const FROM = '价迹 <alerts@example.com>';
const TO = 'shopper@example.org';
const UNSUBSCRIBE = 'https://pricetrail.example/alerts/unsubscribe?token=u-123';
const HISTORY = DROP_ALERT.url;

interface Delivered {
  rcptTo: string[];
  mail: ParsedMail;
}

/** A real SMTP server on loopback that accepts any login and refuses recipients named nobody@. */
async function startSmtpServer() {
  const delivered: Delivered[] = [];
  const logins: { username?: string | null; password?: string | null }[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth({ username, password }, _session, callback) {
      logins.push({ username, password });
      callback(null, { user: username });
    },
    onRcptTo(address, _session, callback) {
      if (!address.address.startsWith('nobody@')) return callback();
      callback(Object.assign(new Error('没有这个收件人'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        delivered.push({ rcptTo: session.envelope.rcptTo.map((r) => r.address), mail });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    delivered,
    logins,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let mailer: Mailer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  // The password is percent-encoded in the URL, as an operator must write `@` and spaces.
  mailer = createMailer({
    smtpUrl: `smtp://alerts:p%40ss%20word@127.0.0.1:${smtp.port}`,
    from: FROM,
  });
});
beforeEach(() => {
  smtp.delivered.length = 0;
});
afterAll(async () => {
  mailer.close();
  await smtp.close();
});

async function sendAlert(message = DROP_ALERT, to = TO): Promise<ParsedMail> {
  await mailer.sendAlert(to, message, UNSUBSCRIBE);
  return (smtp.delivered.at(-1) as Delivered).mail;
}

/** A header as written, unfolded (RFC 5322 lets long lines continue after CRLF + space). */
const headerLine = (mail: ParsedMail, key: string) =>
  mail.headerLines.find((header) => header.key === key)?.line.replace(/\r\n(?=[ \t])/g, '');

describe('an alert mail', () => {
  test('goes to the recipient from the configured sender, logged in with the URL credentials', async () => {
    const mail = await sendAlert();
    expect(smtp.delivered.map((d) => d.rcptTo)).toEqual([[TO]]);
    expect(mail.from?.value).toEqual([{ name: '价迹', address: 'alerts@example.com' }]);
    expect(mail.subject).toBe(DROP_ALERT.title);
    expect(smtp.logins).toContainEqual({ username: 'alerts', password: 'p@ss word' });
  });

  test('shows the product, the price now and before, the lines and the history link', async () => {
    const mail = await sendAlert();
    for (const body of [mail.text, mail.html as string]) {
      expect(body).toContain('Apple iPhone 15 128GB');
      expect(body).toContain('京东');
      expect(body).toContain('现价 ¥5299.00');
      expect(body).toContain('此前 ¥5999.00');
      expect(body).toContain('比你收藏时便宜了。');
      expect(body).toContain('查看价格历史');
      expect(body).toContain(HISTORY);
      expect(body).toContain(UNSUBSCRIBE);
    }
    expect(mail.html).toContain(`<a href="${HISTORY}"`);
    expect(mail.html).toContain(`<a href="${UNSUBSCRIBE}"`);
    expect(mail.html).not.toContain('去申请价保');
  });

  test('for 价保, shows the amount to claim with the claim link', async () => {
    const mail = await sendAlert(PROTECT_ALERT);
    const claimUrl = 'https://jd.example/pricepro?order=9001';
    expect(mail.text).toContain(`可申请 ¥300.00，去申请价保：${claimUrl}`);
    expect(mail.html).toContain('可申请 <strong>¥300.00</strong>');
    expect(mail.html).toContain(`<a href="${claimUrl}"`);
  });

  test('a claim link that is not a web link falls back to the history page', async () => {
    const claim = { amount: 30_000, url: 'javascript:alert(1)' };
    const mail = await sendAlert({ ...PROTECT_ALERT, claim });
    expect(mail.html).not.toContain('javascript:');
    expect(mail.text).toContain(`去申请价保：${HISTORY}`);
  });

  test('a channel test has no product or prices', async () => {
    const mail = await sendAlert(TEST_ALERT);
    expect(mail.text).toContain('这是一条测试消息。');
    expect(mail.text).not.toContain('现价');
    expect(mail.html).toContain(`<a href="${TEST_ALERT.url}"`);
  });

  test('escapes product and alert text in the HTML', async () => {
    const title = '<script>alert("价迹")</script> & 好物';
    const product = { ...DROP_ALERT.product, title } as typeof DROP_ALERT.product;
    const mail = await sendAlert({ ...DROP_ALERT, product, text: '<b>粗</b>' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;价迹&quot;)&lt;/script&gt; &amp; 好物');
    expect(mail.text).toContain(title);
  });

  test('carries one-click unsubscribe headers (RFC 8058)', async () => {
    const mail = await sendAlert();
    expect(headerLine(mail, 'list-unsubscribe')).toBe(`List-Unsubscribe: <${UNSUBSCRIBE}>`);
    expect(headerLine(mail, 'list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
  });

  test('a retried send carries the same Message-ID, another alert a different one', async () => {
    const first = await sendAlert();
    const retry = await sendAlert();
    const other = await sendAlert(PROTECT_ALERT);
    expect(first.messageId).toBe('<pricetrail-alert-42@example.com>');
    expect(retry.messageId).toBe(first.messageId);
    expect(other.messageId).toBe('<pricetrail-alert-43@example.com>');
  });

  test('a recipient the server refuses makes the send reject', async () => {
    await expect(mailer.sendAlert('nobody@example.org', DROP_ALERT, UNSUBSCRIBE)).rejects.toThrow(
      /没有这个收件人/,
    );
    expect(smtp.delivered).toHaveLength(0);
  });
});

test('the verification mail carries the link and says it works for 24 hours', async () => {
  const verifyUrl = 'https://pricetrail.example/alerts/verify?token=v-456&x=1';
  await mailer.sendVerification(TO, verifyUrl);
  const { rcptTo, mail } = smtp.delivered.at(-1) as Delivered;
  expect(rcptTo).toEqual([TO]);
  expect(mail.subject).toBe('验证你的邮箱');
  expect(mail.text).toContain(verifyUrl);
  expect(mail.text).toContain('24 小时内有效');
  expect(mail.html).toContain(`<a href="${verifyUrl.replace('&', '&amp;')}"`);
  expect(mail.html).toContain('24 小时内有效');
  expect(headerLine(mail, 'list-unsubscribe')).toBeUndefined();
});

test('a server that never answers the end of the mail is given up on within the send timeout', async () => {
  const silent = await startSmtpSink();
  silent.hold(true);
  // Long enough for the whole conversation up to the end of the data on a busy machine (at 0.3 s
  // a loaded CI machine gave up before the sink had the mail), short enough for a test.
  const quick = createMailer({ smtpUrl: silent.url, from: FROM }, 2_000);
  try {
    await expect(quick.sendAlert(TO, DROP_ALERT, UNSUBSCRIBE)).rejects.toThrow(
      '邮件服务器在 2 秒内没有完成发送',
    );
    // It had the whole mail: a retry will carry the same Message-ID.
    expect(silent.mails.map((mail) => mail.headers['message-id'])).toEqual([
      '<pricetrail-alert-42@example.com>',
    ]);
  } finally {
    quick.close();
    await silent.close();
  }
});
