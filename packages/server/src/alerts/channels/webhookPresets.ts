import { linkLabel, type AlertKind, type AlertMessage } from '../message.js';
import { alertFigures } from './alertFigures.js';

/** The receiving services a webhook can be shaped for; `json` is our own documented format. */
export type WebhookPreset =
  | 'json'
  | 'ntfy'
  | 'bark'
  | 'serverchan'
  | 'dingtalk'
  | 'feishu'
  | 'wecom'
  | 'pushplus'
  | 'telegram'
  | 'discord'
  | 'gotify'
  | 'pushover';

/** Where a preset posts an alert and the JSON it posts. */
export interface PresetRequest {
  url: URL;
  payload: object;
}

interface Preset {
  label: string;
  /** What the service's address looks like, for the settings page. */
  example: string;
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
  lines.push(markdownLink(linkLabel(message), message.url));
  return lines.join('  \n');
}

/** The alert as plain lines, title first, links written out. */
function plainText(message: AlertMessage): string {
  const { claim } = alertFigures(message);
  const lines = [message.title, message.text];
  if (claim) lines.push(`可申请 ${claim.amount}：${claim.url}`);
  lines.push(`${linkLabel(message)}：${message.url}`);
  return lines.join('\n');
}

// Group robots can be set to drop messages without a keyword; this line lets users pick 价迹.
const SIGNED = '—— 来自价迹';

const NTFY_TAGS: Record<AlertKind, string> = {
  drop: 'chart_with_downwards_trend',
  target: 'chart_with_downwards_trend',
  percent: 'chart_with_downwards_trend',
  lowest: 'chart_with_downwards_trend',
  rise: 'chart_with_upwards_trend',
  lowest_days: 'chart_with_downwards_trend',
  restock: 'package',
  protect: 'moneybag',
  follow: 'star',
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

/**
 * Takes the credentials a service wants in the body out of the URL's query: the values by name,
 * and the URL to post to without them. A missing one is refused before anything is sent.
 */
function takeFromQuery<N extends string>(
  url: URL,
  names: readonly N[],
  service: string,
  example: string,
): { values: Record<N, string>; url: URL } {
  const rest = new URL(url);
  const values = {} as Record<N, string>;
  for (const name of names) {
    const value = rest.searchParams.get(name);
    if (!value) throw new Error(`${service} 地址需要带上 ${name}，例如 ${example}`);
    values[name] = value;
    rest.searchParams.delete(name);
  }
  return { values, url: rest };
}

// https://core.telegram.org/bots/api#sendmessage — at most 4,096 characters.
const TELEGRAM_TEXT_MAX = 4096;
// https://discord.com/developers/docs/resources/webhook#execute-webhook — at most 2,000.
const DISCORD_CONTENT_MAX = 2000;
const clipped = (text: string, max: number) => [...text].slice(0, max).join('');

const PRESETS: Record<WebhookPreset, Preset> = {
  json: {
    label: '通用 JSON',
    example: 'https://你的服务/hook',
    request: (url, message) => ({ url, payload: jsonPayload(message) }),
  },
  ntfy: { label: 'ntfy', example: 'https://ntfy.sh/你的主题', request: ntfyRequest },
  // https://github.com/Finb/bark-server/blob/master/docs/API_V2.md — also accepted at /:device_key.
  bark: {
    label: 'Bark',
    example: 'https://api.day.app/你的设备key',
    request: (url, message) => ({
      url,
      payload: { title: message.title, body: message.text, url: message.url, group: '价迹' },
    }),
  },
  // https://github.com/easychen/serverchan-sdk — title at most 32 characters, desp is markdown.
  serverchan: {
    label: 'Server酱',
    example: 'https://sctapi.ftqq.com/你的SendKey.send',
    request: (url, message) => ({
      url,
      payload: { title: [...message.title].slice(0, 32).join(''), desp: markdownBody(message) },
    }),
  },
  // https://open.dingtalk.com/document/group/custom-robot-access — the markdown message type.
  dingtalk: {
    label: '钉钉机器人',
    example: 'https://oapi.dingtalk.com/robot/send?access_token=…',
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
    example: 'https://open.feishu.cn/open-apis/bot/v2/hook/…',
    request: (url, message) => ({
      url,
      payload: { msg_type: 'text', content: { text: `${plainText(message)}\n${SIGNED}` } },
    }),
    refusal: refusedWhen('飞书机器人', 'code', 'msg'),
  },
  // https://developer.work.weixin.qq.com/document/path/91770 — the text message type.
  wecom: {
    label: '企业微信群机器人',
    example: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=…',
    request: (url, message) => ({
      url,
      payload: { msgtype: 'text', text: { content: `${plainText(message)}\n${SIGNED}` } },
    }),
    refusal: refusedWhen('企业微信群机器人', 'errcode', 'errmsg'),
  },
  // https://www.pushplus.plus/doc/guide/api.html — the token in the body; code 200 is success.
  pushplus: {
    label: 'PushPlus',
    example: 'https://www.pushplus.plus/send?token=…',
    request: (url, message) => {
      const taken = takeFromQuery(
        url,
        ['token'],
        'PushPlus',
        'https://www.pushplus.plus/send?token=你的token',
      );
      return {
        url: taken.url,
        payload: {
          token: taken.values.token,
          title: message.title,
          content: markdownBody(message),
          template: 'markdown',
        },
      };
    },
    refusal: (reply) => {
      const code = reply.code;
      if (typeof code !== 'number' || code === 200) return undefined;
      return `PushPlus 拒收了消息（${code}${typeof reply.msg === 'string' ? `：${reply.msg}` : ''}）`;
    },
  },
  // https://core.telegram.org/bots/api#sendmessage — the chat from the URL's query, plain text.
  telegram: {
    label: 'Telegram',
    example: 'https://api.telegram.org/bot<token>/sendMessage?chat_id=…',
    request: (url, message) => {
      const taken = takeFromQuery(
        url,
        ['chat_id'],
        'Telegram',
        'https://api.telegram.org/bot<token>/sendMessage?chat_id=123456',
      );
      return {
        url: taken.url,
        payload: {
          chat_id: taken.values.chat_id,
          text: clipped(plainText(message), TELEGRAM_TEXT_MAX),
          disable_web_page_preview: true,
        },
      };
    },
    refusal: (reply) =>
      reply.ok === false
        ? `Telegram 拒收了消息${typeof reply.description === 'string' ? `（${reply.description}）` : ''}`
        : undefined,
  },
  // https://discord.com/developers/docs/resources/webhook#execute-webhook — plain content.
  discord: {
    label: 'Discord',
    example: 'https://discord.com/api/webhooks/…',
    request: (url, message) => ({
      url,
      payload: { content: clipped(plainText(message), DISCORD_CONTENT_MAX) },
    }),
  },
  // https://gotify.net/api-docs#/message/createMessage — the app token stays in the URL.
  gotify: {
    label: 'Gotify',
    example: 'https://你的Gotify/message?token=…',
    request: (url, message) => ({
      url,
      payload: { title: message.title, message: plainText(message), priority: 5 },
    }),
  },
  // https://pushover.net/api — the app token and user key from the URL's query, in the body.
  pushover: {
    label: 'Pushover',
    example: 'https://api.pushover.net/1/messages.json?token=…&user=…',
    request: (url, message) => {
      const taken = takeFromQuery(
        url,
        ['token', 'user'],
        'Pushover',
        'https://api.pushover.net/1/messages.json?token=应用token&user=用户key',
      );
      return {
        url: taken.url,
        payload: {
          token: taken.values.token,
          user: taken.values.user,
          title: message.title,
          message: message.text,
          url: message.url,
          url_title: linkLabel(message),
        },
      };
    },
    refusal: (reply) =>
      reply.status === 0
        ? `Pushover 拒收了消息${Array.isArray(reply.errors) ? `（${reply.errors.join('；')}）` : ''}`
        : undefined,
  },
};

/** Every preset with its label and an address of its shape, in the order the settings page offers them. */
export const WEBHOOK_PRESETS: readonly { id: WebhookPreset; label: string; example: string }[] = (
  Object.keys(PRESETS) as WebhookPreset[]
).map((id) => ({ id, label: PRESETS[id].label, example: PRESETS[id].example }));

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
