import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import {
  createServer,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail the SMTP sink accepted, parsed. */
export interface SunkMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Each header's raw value, by lower-case name. */
  headers: Record<string, string>;
}

/** A webhook call the receiver took, with whether its signature matched `secret`. */
export interface SunkHook {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  /** The signature header is the HMAC-SHA256 of the raw body under the secret it was told. */
  signed: boolean;
}

/** How the webhook receiver answers a call: a status, a status with headers, or `'never'`. */
/** How the receiver answers a call: a status, a status with headers and body, or never. */
export type HookAnswer =
  number | { status: number; headers: OutgoingHttpHeaders; body?: string } | 'never';

function flatHeaders(headers: Map<string, unknown> | NodeJS.Dict<string | string[]>) {
  const out: Record<string, string> = {};
  const entries = headers instanceof Map ? headers.entries() : Object.entries(headers);
  for (const [name, value] of entries)
    out[name] = typeof value === 'string' ? value : JSON.stringify(value);
  return out;
}

/**
 * A real SMTP server on loopback that keeps every mail it is sent (any login accepted). While
 * `hold(true)`, it keeps each mail but never answers the end of its data, as a server whose reply
 * a crashed sender never read.
 */
export async function startSmtpSink(port = 0) {
  const mails: SunkMail[] = [];
  let isHeld = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers: Object.fromEntries(
              mail.headerLines.map(({ key, line }) => [
                key,
                line.slice(line.indexOf(':') + 1).trim(),
              ]),
            ),
          });
          if (!isHeld) callback();
        })
        .catch(callback);
    },
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  const { port: bound } = server.server.address() as AddressInfo;
  return {
    url: `smtp://test:test@127.0.0.1:${bound}`,
    mails,
    /** Whether to keep mails without answering (see above). */
    hold(held: boolean) {
      isHeld = held;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A real HTTP receiver on loopback for webhooks; answers each call with `answer()` (204 by default). */
export async function startWebhookReceiver(port = 0) {
  const hooks: SunkHook[] = [];
  let secret = '';
  let answer: () => HookAnswer = () => 204;
  let connections = 0;
  const server: Server = createServer((request, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const expected = `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
      hooks.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: flatHeaders(request.headers),
        body: raw.toString('utf8'),
        signed: request.headers['x-pricetrail-signature'] === expected,
      });
      const next = answer();
      if (next === 'never') return;
      const { status, headers, body } =
        typeof next === 'number' ? { status: next, headers: {}, body: undefined } : next;
      response.writeHead(status, headers).end(body);
    });
  });
  server.on('connection', () => connections++);
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/hook`,
    hooks,
    /** The secret signatures are checked against (the user's, from their settings). */
    expectSecret(value: string) {
      secret = value;
    },
    /** How to answer the next calls. */
    answerWith(next: () => HookAnswer) {
      answer = next;
    },
    /** TCP connections accepted so far, whether or not a call came over them. */
    connections: () => connections,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

// As a process of its own (the end-to-end run): the SMTP sink on argv[2], the webhook receiver on
// argv[3], and on argv[4] `GET /__mail` and `GET /__hooks` listing what arrived.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const smtp = await startSmtpSink(Number(process.argv[2] ?? 0));
  const receiver = await startWebhookReceiver(Number(process.argv[3] ?? 0));
  const inspect = createServer((request, response) => {
    const list = request.url === '/__mail' ? smtp.mails : receiver.hooks;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
  });
  inspect.listen(Number(process.argv[4] ?? 0), '127.0.0.1');
  await once(inspect, 'listening');
  process.stdout.write(`alert sinks: ${smtp.url} ${receiver.url}\n`);
}
