import { linkLabel, type AlertMessage } from '../message.js';
import { alertFigures } from './alertFigures.js';

/** A mail's two bodies with the same content: the HTML part and the plain-text part. */
export interface MailBodies {
  html: string;
  text: string;
}

// Mail clients drop <style> blocks and external sheets, so every rule is written inline. The colours
// are the site theme's (packages/ui theme tokens), which keep text at WCAG AA contrast.
const FONT = "-apple-system,BlinkMacSystemFont,'PingFang SC','Microsoft YaHei',sans-serif";
const STYLE = {
  page: `margin:0;padding:24px 12px;background:#f4f5f7;color:#1f2329;font-family:${FONT};`,
  card: 'max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px;',
  heading: 'margin:0 0 16px;font-size:18px;line-height:1.5;',
  product: 'margin:0;font-size:15px;line-height:1.5;',
  line: 'margin:0 0 8px;font-size:14px;line-height:1.6;',
  muted: 'margin:0 0 12px;color:#596170;font-size:13px;line-height:1.5;',
  price: 'color:#c62828;font-size:20px;font-weight:bold;',
  before: 'color:#596170;font-size:13px;',
  link: 'color:#1f6feb;',
  button:
    'display:inline-block;padding:10px 20px;background:#c62828;color:#ffffff;' +
    'border-radius:4px;text-decoration:none;font-size:14px;',
  footer: 'max-width:560px;margin:16px auto 0;color:#596170;font-size:12px;line-height:1.5;',
};

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

const link = (url: string, label: string, style = STYLE.link) =>
  `<a href="${escapeHtml(url)}" style="${style}">${escapeHtml(label)}</a>`;

const paragraph = (html: string, style = STYLE.line) => `<p style="${style}">${html}</p>`;

function page(title: string, content: string[], footer: string): string {
  return [
    '<!doctype html>',
    '<html lang="zh-CN"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    `<body style="${STYLE.page}">`,
    `<div style="${STYLE.card}">`,
    ...content,
    '</div>',
    paragraph(footer, STYLE.footer),
    '</body></html>',
  ].join('\n');
}

const FOOTER = '你在价迹开启了邮件提醒，所以收到这封邮件。';

function alertHtml(message: AlertMessage, unsubscribeUrl: string): string {
  const { product } = message;
  const { price, previousPrice, claim } = alertFigures(message);
  const blocks = [`<h1 style="${STYLE.heading}">${escapeHtml(message.title)}</h1>`];
  if (product) {
    blocks.push(paragraph(escapeHtml(product.title), STYLE.product));
    blocks.push(paragraph(escapeHtml(product.storeName), STYLE.muted));
  }
  if (price) {
    const before = previousPrice
      ? ` <span style="${STYLE.before}">此前 ${previousPrice}</span>`
      : '';
    blocks.push(paragraph(`<span style="${STYLE.price}">现价 ${price}</span>${before}`));
  }
  blocks.push(...message.text.split('\n').map((line) => paragraph(escapeHtml(line))));
  if (claim) {
    blocks.push(
      paragraph(`可申请 <strong>${claim.amount}</strong> ${link(claim.url, '去申请价保')}`),
    );
  }
  blocks.push(paragraph(link(message.url, linkLabel(message), STYLE.button), 'margin:20px 0 0;'));
  return page(message.title, blocks, `${FOOTER}不想再收到？${link(unsubscribeUrl, '退订')}`);
}

function alertText(message: AlertMessage, unsubscribeUrl: string): string {
  const { product } = message;
  const { price, previousPrice, claim } = alertFigures(message);
  const lines = [message.title, ''];
  if (product) lines.push(`${product.title}（${product.storeName}）`);
  if (price) lines.push(previousPrice ? `现价 ${price}，此前 ${previousPrice}` : `现价 ${price}`);
  lines.push(message.text);
  if (claim) lines.push(`可申请 ${claim.amount}，去申请价保：${claim.url}`);
  lines.push(`${linkLabel(message)}：${message.url}`, '', '——', FOOTER, `退订：${unsubscribeUrl}`);
  return lines.join('\n');
}

/** The alert mail: title, product, price now and before, the alert's lines, links, 退订 footer. */
export function renderAlertMail(message: AlertMessage, unsubscribeUrl: string): MailBodies {
  return {
    html: alertHtml(message, unsubscribeUrl),
    text: alertText(message, unsubscribeUrl),
  };
}

/** The 「验证你的邮箱」 mail: the verification link, valid for 24 hours. */
export function renderVerificationMail(verifyUrl: string): MailBodies {
  const title = '验证你的邮箱';
  const why = '确认用这个邮箱接收价迹的提醒。链接 24 小时内有效。';
  const ignore = '如果你没有在价迹填写过这个邮箱，忽略这封邮件即可。';
  const html = page(
    title,
    [
      `<h1 style="${STYLE.heading}">${title}</h1>`,
      paragraph(`请点击下面的按钮，${why}`),
      paragraph(link(verifyUrl, '验证邮箱', STYLE.button), 'margin:20px 0;'),
      paragraph(
        `按钮打不开时，请把这个链接复制到浏览器：<br>${link(verifyUrl, verifyUrl)}`,
        STYLE.muted,
      ),
    ],
    ignore,
  );
  const text = [title, '', `请打开下面的链接，${why}`, verifyUrl, '', ignore].join('\n');
  return { html, text };
}

/**
 * The page the mail's 退订 link opens: one button that posts the unsubscribe. Opening the link
 * alone changes nothing, because mail scanners open every link in a mail before its reader does.
 */
export function renderUnsubscribePage(actionUrl: string): string {
  const title = '退订邮件提醒';
  const button = `${STYLE.button}border:0;cursor:pointer;font-family:inherit;`;
  return page(
    title,
    [
      `<h1 style="${STYLE.heading}">${title}</h1>`,
      paragraph('确认后，价迹不再向这个邮箱发送提醒；站内消息和其他渠道照常。'),
      `<form method="post" action="${escapeHtml(actionUrl)}" style="margin:20px 0 0;">`,
      '<input type="hidden" name="confirmed" value="1">',
      `<button type="submit" style="${button}">确认退订</button>`,
      '</form>',
    ],
    '随时可以在价迹的消息中心重新开启邮件提醒。',
  );
}
