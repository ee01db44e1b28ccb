import { createHmac } from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import { request } from 'undici';
import type { AlertMessage } from '../message.js';
import { pinnedAgent } from './pinnedAgent.js';
import { resolvePublicAddress } from './publicAddress.js';
import { presetRefusal, presetRequest, type WebhookPreset } from './webhookPresets.js';

/** Where one user's alerts are posted and how they are shaped and signed. */
export interface WebhookTarget {
  url: string;
  preset: WebhookPreset;
  /** Signs every body (`X-PriceTrail-Signature`) so the receiver can tell it came from us. */
  secret: string;
}

/** How far a webhook may reach and how long it may take. */
export interface WebhookOptions {
  /** Lets the URL point at loopback and private networks (tests, an operator's own LAN). */
  allowPrivate: boolean;
  /** The whole request, name resolution and reply included (default 10 s). */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
// Robots say in the reply whether they took the message; more than this is not such an answer.
const REPLY_LIMIT_BYTES = 64 * 1024;

/** A webhook's reply: its status and the start of its body. */
interface WebhookReply {
  status: number;
  text: string;
}

/** The first REPLY_LIMIT_BYTES of a body; the rest is left unread (the connection is closed). */
async function replyText(body: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= REPLY_LIMIT_BYTES) break;
  }
  return Buffer.concat(chunks).subarray(0, REPLY_LIMIT_BYTES).toString('utf8');
}

/** The `X-PriceTrail-Signature` of a body: `sha256=` and the hex HMAC-SHA256 of its UTF-8 bytes. */
export function signatureOf(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

function parseWebhookUrl(text: string): URL {
  const trimmed = text.trim();
  if (!URL.canParse(trimmed)) throw new Error('Webhook 地址格式不正确');
  const url = new URL(trimmed);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error('Webhook 地址必须以 http:// 或 https:// 开头');
  }
  if (url.username || url.password) throw new Error('Webhook 地址不能包含用户名或密码');
  return url;
}

/** Why a webhook URL cannot be saved, as a short Chinese sentence; undefined when it can. */
export async function checkWebhookUrl(
  url: string,
  allowPrivate: boolean,
): Promise<string | undefined> {
  const deadline = AbortSignal.timeout(DEFAULT_TIMEOUT_MS);
  try {
    await resolvePublicAddress(parseWebhookUrl(url).hostname, allowPrivate, deadline);
    return undefined;
  } catch (error) {
    return deadline.aborted ? 'Webhook 地址的域名解析超时' : (error as Error).message;
  }
}

async function post(
  url: URL,
  address: LookupAddress,
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
): Promise<WebhookReply> {
  const agent = pinnedAgent(address);
  try {
    const reply = await request(url, { method: 'POST', headers, body, signal, dispatcher: agent });
    return { status: reply.statusCode, text: await replyText(reply.body) };
  } catch (error) {
    if (signal.aborted) throw error;
    const { code } = error as { code?: string };
    throw new Error(`Webhook 连接失败（${code ?? (error as Error).message}）`, { cause: error });
  } finally {
    await agent.destroy();
  }
}

/**
 * Posts an alert to a webhook, shaped by its preset and signed with its secret. Connects only to
 * the address that passed the private-network check, follows no redirect, and gives up after the
 * timeout. Rejects with a short Chinese message (it is recorded as the delivery's last error).
 */
export async function sendWebhook(
  target: WebhookTarget,
  message: AlertMessage,
  options: WebhookOptions,
): Promise<void> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const deadline = AbortSignal.timeout(timeoutMs);
  const { url, payload } = presetRequest(target.preset, parseWebhookUrl(target.url), message);
  const body = JSON.stringify(payload);
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'user-agent': 'PriceTrail-Webhook/1.0',
    'x-pricetrail-event': message.key,
    'x-pricetrail-signature': signatureOf(body, target.secret),
  };
  let reply: WebhookReply;
  try {
    const address = await resolvePublicAddress(url.hostname, options.allowPrivate, deadline);
    reply = await post(url, address, headers, body, deadline);
  } catch (error) {
    if (deadline.aborted) {
      throw new Error(`Webhook 在 ${timeoutMs / 1000} 秒内没有响应`, { cause: error });
    }
    throw error;
  }
  const { status } = reply;
  if (status >= 300 && status < 400) throw new Error('Webhook 返回了重定向，未跟随');
  const refusal = presetRefusal(target.preset, reply.text);
  if (status < 200 || status >= 300) {
    throw new Error(`Webhook 返回 HTTP ${status}${refusal ? `：${refusal}` : ''}`);
  }
  if (refusal) throw new Error(refusal);
}
