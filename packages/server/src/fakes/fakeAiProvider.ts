import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';

/** How the fake answers one request. */
export interface FakeAiScript {
  /** The `delta.content` of each `data:` chunk, in order. */
  chunks: readonly string[];
  /** Pause before each chunk (a slow token rate); default 0. */
  delayMs?: number;
  /** Answer this status with an error body instead of a stream (e.g. 429). */
  status?: number;
  /** After this many chunks, send an error chunk and end without `[DONE]`. */
  errorAfter?: number;
  /** After this many chunks, cut the connection without `[DONE]`. */
  cutAfter?: number;
  /** After this many chunks, send nothing more until the caller closes the stream. */
  holdAfter?: number;
}

/** `POST /__hold`'s body: streams whose prompt contains `text` stop after `after` chunks. */
interface FakeAiHold {
  text: string;
  after: number;
}

/** A chat-completions request as the fake received it. */
export interface FakeAiRequest {
  authorization: string | undefined;
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
}

/** A loopback OpenAI-compatible chat-completions endpoint that streams scripted answers. */
export interface FakeAiProvider {
  /** The `AI_BASE_URL` to configure (`http://127.0.0.1:<port>/v1`). */
  baseUrl: string;
  /** Every request received, in order. */
  requests: FakeAiRequest[];
  /** How many streams the caller closed before the fake had finished them. */
  abortedCount(): number;
  /** Resolves when a caller next closes a stream before it finished. */
  nextAbort(): Promise<void>;
  /** Sets how the following requests are answered. */
  script(script: FakeAiScript | ((request: FakeAiRequest) => FakeAiScript)): void;
  close(): Promise<void>;
}

function chunk(id: string, model: string, content: string): string {
  const body = {
    id,
    object: 'chat.completion.chunk',
    model,
    choices: [{ index: 0, delta: { content } }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const part of request) text += String(part);
  return text;
}

/**
 * Starts the fake on a loopback port (default: a free one); by default it answers one short
 * sentence. For end-to-end tests that run it as a process of its own, `GET /__aborted` lists the
 * messages of the requests whose stream was cut short, and `POST /__hold` ({ text, after }) keeps
 * the streams whose prompt contains `text` open after `after` chunks until the caller closes them.
 */
export async function startFakeAiProvider(port = 0): Promise<FakeAiProvider> {
  const requests: FakeAiRequest[] = [];
  let current: FakeAiScript | ((request: FakeAiRequest) => FakeAiScript) = { chunks: ['好的。'] };
  const aborted: FakeAiRequest[] = [];
  const holds: FakeAiHold[] = [];
  let abortWaiters: (() => void)[] = [];

  async function stream(response: ServerResponse, received: FakeAiRequest, script: FakeAiScript) {
    const { model } = received.body;
    let closed = false;
    response.on('close', () => {
      if (response.writableFinished) return;
      closed = true;
      aborted.push(received);
      for (const resolve of abortWaiters.splice(0)) resolve();
    });
    const prompt = received.body.messages.map((message) => message.content).join('\n');
    const holdAfter = script.holdAfter ?? holds.find(({ text }) => prompt.includes(text))?.after;
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    for (const [index, content] of script.chunks.entries()) {
      if (script.delayMs) await sleep(script.delayMs);
      if (closed) return;
      if (index === script.errorAfter) {
        response.end(
          `data: ${JSON.stringify({ error: { message: 'overloaded', type: 'server_error' } })}\n\n`,
        );
        return;
      }
      if (index === script.cutAfter) {
        response.destroy();
        return;
      }
      if (index === holdAfter) {
        await once(response, 'close');
        return;
      }
      // Waits until the chunk is on the wire, so a cut after it really cuts after it.
      await new Promise((resolve) =>
        response.write(chunk(`fake-${requests.length}`, model, content), resolve),
      );
    }
    response.end('data: [DONE]\n\n');
  }

  const server = createServer((request, response) => {
    void (async () => {
      if (request.method === 'GET' && request.url === '/__aborted') {
        const messages = aborted.map((one) => one.body.messages.map((m) => m.content).join('\n'));
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ messages }));
        return;
      }
      if (request.method === 'POST' && request.url === '/__hold') {
        holds.push(JSON.parse(await readBody(request)) as FakeAiHold);
        response.writeHead(204).end();
        return;
      }
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      const received: FakeAiRequest = {
        authorization: request.headers.authorization,
        body: JSON.parse(await readBody(request)) as FakeAiRequest['body'],
      };
      requests.push(received);
      const script = typeof current === 'function' ? current(received) : current;
      if (script.status) {
        response.writeHead(script.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'rate limited', type: 'rate_limit' } }));
        return;
      }
      await stream(response, received, script);
    })();
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${address.port}/v1`,
    requests,
    abortedCount: () => aborted.length,
    nextAbort: () => new Promise((resolve) => abortWaiters.push(resolve)),
    script: (script) => {
      current = script;
    },
    close: async () => {
      abortWaiters = [];
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

// As a process of its own (the end-to-end server's model): a short answer, all at once; a journey
// that presses 停止 holds its own product's stream open (`POST /__hold`) instead of racing a pace.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const provider = await startFakeAiProvider(Number(process.argv[2] ?? 0));
  provider.script({
    chunks: [
      '## 结论\n\n',
      '这件商品',
      '现在的价格',
      '接近',
      '历史低位',
      '，',
      '可以',
      '考虑',
      '入手',
      '。',
    ],
  });
  process.stdout.write(`fake AI provider on ${provider.baseUrl}\n`);
}
