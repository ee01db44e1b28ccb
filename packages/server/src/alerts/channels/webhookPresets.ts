import type { AlertKind, AlertMessage } from '../message.js';
import { alertFigures } from './alertFigures.js';

/** The receiving services a webhook can be shaped for; `json` is our own documented format. */
export type WebhookPreset = 'json' | 'ntfy' | 'bark' | 'serverchan' | 'dingtalk' | 'feishu';

/** Where a preset posts an alert and the JSON it posts. */
export interface PresetRequest {
  url: URL;
  payload: object;
}

interface Preset {
  label: string;
  request: (url: URL, message: AlertMessage) => PresetRequest;
  /** Why the service refused the message although it answered HTTP 2xx (robots do). */
  refusal?: (reply: Record<string, unknown>) => string | undefined;
}

/** A robot's refusal from its JSON reply: a non-zero `codeField`, explained by `messageField`. */
function refusedWhen(service: string, codeField: string, messageField: string) {
  return (reply: Record<string, unknown>): string | undefined => {
    const code = reply[codeField];
    if (typeof code !== 'number' || code === 0) return undefined;
    const why = reply[messageField];
    return `${service}拒收了消息（${code}${typeof why === 'string' ? `：${why}` : ''}）`;
  };
}

// Store texts end up in markdown: escape what would turn them into links, emphasis or HTML.
const escapeMarkdown = (text: string) => text.replace(/[\\`*_[\]<>]/g, '\\$&');
const markdownLink = (label: string, url: string) =>
  `[${label}](${url.replace(/[()\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)})`;

/** The alert as a few markdown lines (hard line breaks), without its title. */
function markdownBody(message: AlertMessage): string {
  const { claim } = alertFigures(message);
  const lines = message.text.split('\n').map(escapeMarkdown);
  if (claim) lines.push(`**可申请 ${claim.amount}** ${markdownLink('去申请价保', claim.url)}`);
  lines.push(markdownLink('查看价格历史', message.url));
  return lines.join('  \n');
}

/** The alert as plain lines, title first, links written out. */
function plainText(message: AlertMessage): string {
  const { claim } = alertFigures(message);
  const lines = [message.title, message.text];
  if (claim) lines.push(`可申请 ${claim.amount}：${claim.url}`);
  lines.push(`查看价格历史：${message.url}`);
  return lines.join('\n');
}

// Group robots can be set to drop messages without a keyword; this line lets users pick 价迹.
const SIGNED = '—— 来自价迹';

const NTFY_TAGS: Record<AlertKind, string> = {
  drop: 'chart_with_downwards_trend',
  target: 'chart_with_downwards_trend',
  percent: 'chart_with_downwards_trend',
  lowest: 'chart_with_downwards_trend',
  protect: 'moneybag',
  test: 'bell',
};

function jsonPayload(message: AlertMessage): object {
  const { product, claim } = message;
  return {
    id: message.id,
    kind: message.kind,
    title: message.title,
    text: message.text,
    url: message.url,
    product: product && {
      dp_id: product.dpId,
      title: product.title,
      image_url: product.imageUrl,
      store_name: product.storeName,
    },
    price: message.price,
    previous_price: message.previousPrice,
    claim: claim && { amount: claim.amount, url: claim.url },
    created_at: message.createdAt,
  };
}

// https://docs.ntfy.sh/publish/#publish-as-json — JSON goes to the server root, the topic inside.
function ntfyRequest(url: URL, message: AlertMessage): PresetRequest {
  const path = url.pathname.replace(/\/+$/, '');
  const cut = path.lastIndexOf('/');
  const topic = path.slice(cut + 1);
  if (!topic) throw new Error('ntfy 地址需要带上主题，例如 https://ntfy.sh/你的主题');
  const root = new URL(url);
  root.pathname = path.slice(0, cut + 1);
  const { claim } = alertFigures(message);
  return {
    url: root,
    payload: {
      topic,
      title: message.title,
      message: message.text,
      click: message.url,
      tags: [NTFY_TAGS[message.kind]],
      ...(claim && { actions: [{ action: 'view', label: '去申请价保', url: claim.url }] }),
    },
  };
}

const PRESETS: Record<WebhookPreset, Preset> = {
  json: { label: '通用 JSON', request: (url, message) => ({ url, payload: jsonPayload(message) }) },
  ntfy: { label: 'ntfy', request: ntfyRequest },
  // https://github.com/Finb/bark-server/blob/master/docs/API_V2.md — also accepted at /:device_key.
  bark: {
    label: 'Bark',
    request: (url, message) => ({
      url,
      payload: { title: message.title, body: message.text, url: message.url, group: '价迹' },
    }),
  },
  // https://github.com/easychen/serverchan-sdk — title at most 32 characters, desp is markdown.
  serverchan: {
    label: 'Server酱',
    request: (url, message) => ({
      url,
      payload: { title: [...message.title].slice(0, 32).join(''), desp: markdownBody(message) },
    }),
  },
  // https://open.dingtalk.com/document/group/custom-robot-access — the markdown message type.
  dingtalk: {
    label: '钉钉机器人',
    request: (url, message) => ({
      url,
      payload: {
        msgtype: 'markdown',
        markdown: {
          title: message.title,
          text: `### ${escapeMarkdown(message.title)}\n\n${markdownBody(message)}\n\n${SIGNED}`,
        },
      },
    }),
    refusal: refusedWhen('钉钉机器人', 'errcode', 'errmsg'),
  },
  // https://open.feishu.cn/document/client-docs/bot-v3/add-custom-bot — the text message type.
  feishu: {
    label: '飞书机器人',
    request: (url, message) => ({
      url,
      payload: { msg_type: 'text', content: { text: `${plainText(message)}\n${SIGNED}` } },
    }),
    refusal: refusedWhen('飞书机器人', 'code', 'msg'),
  },
};

/** Every preset with its label, in the order the settings page offers them. */
export const WEBHOOK_PRESETS: readonly { id: WebhookPreset; label: string }[] = (
  Object.keys(PRESETS) as WebhookPreset[]
).map((id) => ({ id, label: PRESETS[id].label }));

/** Shapes an alert for a preset: the URL to post to (ntfy posts to its root) and the JSON body. */
export function presetRequest(
  preset: WebhookPreset,
  url: URL,
  message: AlertMessage,
): PresetRequest {
  return PRESETS[preset].request(url, message);
}

/**
 * Why a preset's service refused a message it answered with HTTP 2xx (DingTalk's `errcode`,
 * Feishu's `code`), from the reply's text; undefined when it took it or says nothing we read.
 */
export function presetRefusal(preset: WebhookPreset, replyText: string): string | undefined {
  const refusal = PRESETS[preset].refusal;
  if (!refusal) return undefined;
  let reply: unknown;
  try {
    reply = JSON.parse(replyText);
  } catch {
    return undefined;
  }
  return typeof reply === 'object' && reply !== null && !Array.isArray(reply)
    ? refusal(reply as Record<string, unknown>)
    : undefined;
}
