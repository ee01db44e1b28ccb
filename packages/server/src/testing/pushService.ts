import { createECDH, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { verifyVapidToken, type VapidClaims } from './vapidToken.js';

/**
 * What the service answers pushes to one subscription with: a status, never, or `'hold'`: it
 * takes the push (it is in `received`) and never answers, as when the sender crashed meanwhile.
 */
export type PushAnswer = number | 'never' | 'hold';

/** A subscription as a browser hands it to the site: endpoint and keys, base64url. */
export interface BrowserSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A push the service accepted: checked VAPID claims and TTL, and the decrypted JSON. */
export interface ReceivedPush {
  endpoint: string;
  claims: VapidClaims;
  /** The `TTL` header, seconds. */
  ttl: number;
  payload: unknown;
}

/** A loopback Web Push service (RFC 8030) that checks and decrypts what it is sent. */
export interface LoopbackPushService {
  origin: string;
  /** Subscribes like a browser does: a fresh P-256 key pair and auth secret, bound to a VAPID key. */
  subscribe(applicationServerKey: string, answer?: PushAnswer): BrowserSubscription;
  /** Changes how pushes to one subscription are answered from now on. */
  answerWith(endpoint: string, answer: PushAnswer): void;
  /** Every push accepted, in order. */
  received: ReceivedPush[];
  /** Why each refused push was refused (answered 403). */
  refused: string[];
  close(): Promise<void>;
}

interface Subscriber {
  ecdh: ECDH;
  authSecret: Buffer;
  applicationServerKey: string;
  answer: PushAnswer;
}

// RFC 8292 §2: a token must not expire more than 24 hours ahead.
const MAX_TOKEN_LIFETIME_S = 24 * 3600;

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Checks one push the way a push service and then the browser would; throws why it is refused. */
function accept(request: IncomingMessage, body: Buffer, origin: string, to: Subscriber) {
  const authorization = /^vapid t=([^,\s]+),\s*k=([^,\s]+)$/.exec(
    request.headers.authorization ?? '',
  );
  if (!authorization) throw new Error(`Authorization is "${request.headers.authorization}"`);
  const [, token = '', key = ''] = authorization;
  if (key !== to.applicationServerKey) throw new Error('k is not the subscription’s VAPID key');
  const claims = verifyVapidToken(token, key);
  const now = Date.now() / 1000;
  if (claims.aud !== origin) throw new Error(`aud is ${claims.aud}, not ${origin}`);
  if (claims.exp <= now || claims.exp > now + MAX_TOKEN_LIFETIME_S) {
    throw new Error(`exp ${claims.exp} is not within 24 h`);
  }
  const encoding = request.headers['content-encoding'];
  if (encoding !== 'aes128gcm') throw new Error(`Content-Encoding is ${encoding}`);
  const ttl = Number(request.headers.ttl);
  if (!Number.isInteger(ttl) || ttl < 0) throw new Error(`TTL is ${request.headers.ttl}`);
  const plain = ece.decrypt(body, {
    version: 'aes128gcm',
    privateKey: to.ecdh,
    authSecret: to.authSecret,
  });
  return { claims, ttl, payload: JSON.parse(plain.toString('utf8')) as unknown };
}

/** Starts a push service on a free loopback port. */
export async function startPushService(): Promise<LoopbackPushService> {
  const subscribers = new Map<string, Subscriber>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let origin = '';

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const endpoint = `${origin}${request.url ?? ''}`;
    const subscriber = subscribers.get(endpoint);
    const body = await readBody(request);
    if (!subscriber) return response.writeHead(404).end();
    if (subscriber.answer === 'never') return;
    const { answer } = subscriber;
    if (answer !== 201 && answer !== 'hold') return response.writeHead(answer).end();
    try {
      received.push({ endpoint, ...accept(request, body, origin, subscriber) });
      if (answer === 201) response.writeHead(201).end();
    } catch (error) {
      refused.push((error as Error).message);
      response.writeHead(403).end((error as Error).message);
    }
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    refused,
    answerWith(endpoint, answer) {
      const subscriber = subscribers.get(endpoint);
      if (subscriber) subscriber.answer = answer;
    },
    subscribe(applicationServerKey, answer = 201) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const endpoint = `${origin}/push/${randomUUID()}`;
      subscribers.set(endpoint, { ecdh, authSecret, applicationServerKey, answer });
      return {
        endpoint,
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: authSecret.toString('base64url'),
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
