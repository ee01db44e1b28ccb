import type { LookupAddress } from 'node:dns';
import { request } from 'undici';
import webPush from 'web-push';
import type { AlertMessage } from '../message.js';
import { pinnedAgent } from './pinnedAgent.js';
import { AddressRefusal, resolvePublicAddress } from './publicAddress.js';
import { pushPayloadOf } from './pushPayload.js';
import type { VapidKeys } from './vapid.js';

/** A browser's push subscription as stored in `push_subscriptions` (keys base64url). */
export interface PushTarget {
  endpoint: string;
  /** The browser's P-256 public key. */
  p256dh: string;
  /** The browser's 16-byte auth secret. */
  auth: string;
}

/** How far a push may reach and how long it may take. */
export interface PushOptions {
  /** Lets the endpoint point at loopback and private networks (tests); browsers hand in the URL. */
  allowPrivate: boolean;
  /** The whole request, name resolution and reply included (default 10 s). */
  timeoutMs?: number;
  /** How long the push service keeps the message for an offline device (default a day). */
  ttlSeconds?: number;
}

/** `sent`: the push service took the message; `gone`: the subscription no longer exists. */
export type PushOutcome = 'sent' | 'gone';

const DEFAULT_TIMEOUT_MS = 10_000;
// A price alert a day old is stale; the push service drops it rather than deliver it late.
const DEFAULT_TTL_SECONDS = 86_400;

function requestDetails(target: PushTarget, message: AlertMessage, keys: VapidKeys, ttl: number) {
  try {
    return webPush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(pushPayloadOf(message)),
      { vapidDetails: keys, contentEncoding: 'aes128gcm', TTL: ttl },
    );
  } catch (error) {
    throw new Error('推送订阅的地址或密钥无效', { cause: error });
  }
}

const ENDPOINT_PROBLEMS: Readonly<Record<AddressRefusal['reason'], string>> = {
  private: '推送地址不能指向内网或本机',
  unresolvable: '推送地址的域名无法解析',
};

/** Why a browser's push endpoint cannot be saved, as a short Chinese sentence; undefined if it can. */
export async function checkPushEndpoint(
  endpoint: string,
  allowPrivate: boolean,
): Promise<string | undefined> {
  const deadline = AbortSignal.timeout(DEFAULT_TIMEOUT_MS);
  try {
    await resolvePublicAddress(new URL(endpoint).hostname, allowPrivate, deadline);
    return undefined;
  } catch (error) {
    if (error instanceof AddressRefusal) return ENDPOINT_PROBLEMS[error.reason];
    if (deadline.aborted) return '推送地址的域名解析超时';
    throw error;
  }
}

async function checkedAddress(url: URL, allowPrivate: boolean, signal: AbortSignal) {
  try {
    return await resolvePublicAddress(url.hostname, allowPrivate, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    // resolvePublicAddress words its refusals for webhooks; the cause keeps which one it was.
    throw new Error('推送地址无法解析，或指向内网、本机', { cause: error });
  }
}

async function post(
  details: webPush.RequestDetails,
  address: LookupAddress,
  signal: AbortSignal,
): Promise<number> {
  const headers = Object.fromEntries(
    Object.entries(details.headers).map(([name, value]) => [name, String(value)]),
  );
  const agent = pinnedAgent(address);
  try {
    const reply = await request(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body,
      signal,
      dispatcher: agent,
    });
    await reply.body.dump();
    return reply.statusCode;
  } catch (error) {
    if (signal.aborted) throw error;
    const { code } = error as { code?: string };
    throw new Error(`推送服务连接失败（${code ?? (error as Error).message}）`, { cause: error });
  } finally {
    await agent.destroy();
  }
}

/**
 * Sends one alert as a Web Push message (RFC 8291 aes128gcm, VAPID RFC 8292), connecting only to
 * an address that passed the private-network check and following no redirect. Resolves `gone` on
 * 404 or 410 (`pushToSubscription` deletes it); rejects with a short Chinese message otherwise.
 */
export async function sendPush(
  target: PushTarget,
  message: AlertMessage,
  keys: VapidKeys,
  options: PushOptions,
): Promise<PushOutcome> {
  const details = requestDetails(target, message, keys, options.ttlSeconds ?? DEFAULT_TTL_SECONDS);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // web-push's own sendNotification goes through node:https with only a socket timeout and no say
  // over where it connects; this request has the checked address and one deadline for it all.
  const deadline = AbortSignal.timeout(timeoutMs);
  let status: number;
  try {
    const address = await checkedAddress(new URL(details.endpoint), options.allowPrivate, deadline);
    status = await post(details, address, deadline);
  } catch (error) {
    if (deadline.aborted) {
      throw new Error(`推送服务在 ${timeoutMs / 1000} 秒内没有响应`, { cause: error });
    }
    throw error;
  }
  if (status === 404 || status === 410) return 'gone';
  if (status < 200 || status >= 300) throw new Error(`推送服务返回 HTTP ${status}`);
  return 'sent';
}
