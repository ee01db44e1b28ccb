// @vitest-environment jsdom
// jsdom, not node: the unit project resolves the `source` export condition only for client environments,
// so `@pricetrail/core` (no dist) only resolves here. superagent stays its Node build either way.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signParams } from '@pricetrail/core';
import superagent from 'superagent';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  NetworkError,
  NotFoundError,
  RateLimitedError,
  ServerError,
  UNKNOWN_ERROR_MESSAGE,
} from './errors';
import { Http } from './Http';

interface Seen {
  method: string;
  url: string;
  contentType: string;
  body: string;
}

const hits = new Map<string, number>();
const seen: Seen[] = [];
let server: Server;
let base: string;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', base);
  const body = await readBody(request);
  const key = `${request.method} ${url.pathname}`;
  const count = (hits.get(key) ?? 0) + 1;
  hits.set(key, count);
  seen.push({
    method: request.method ?? '',
    url: request.url ?? '',
    contentType: request.headers['content-type'] ?? '',
    body,
  });
  const json = (status: number, value: unknown): void => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(value));
  };
  const status = /^\/status\/(\d+)$/.exec(url.pathname);
  if (status) {
    const code = Number(status[1]);
    if (url.searchParams.has('empty')) {
      response.writeHead(code);
      response.end();
      return;
    }
    json(code, { code: -1, msg: `server says ${code}` });
    return;
  }
  if (url.pathname === '/drop-once' && count === 1) {
    request.socket.destroy();
    return;
  }
  if (url.pathname === '/flaky') {
    if (count === 1) json(503, {});
    else json(200, { ok: true, count });
    return;
  }
  json(200, { method: request.method, query: Object.fromEntries(url.searchParams), body });
}

beforeAll(async () => {
  server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  hits.clear();
  seen.length = 0;
});

function http(): Http {
  return new Http({ baseUrl: base, now: () => 1_700_000_000_999 });
}

describe('Http retry policy (behaviour.md §9)', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])(
    'retries a GET answered %i exactly once, then throws',
    async (code) => {
      await expect(http().get(`/status/${code}`)).rejects.toMatchObject({ status: code });
      expect(hits.get(`GET /status/${code}`)).toBe(2);
    },
  );

  it.each([400, 401, 403, 404, 422, 501])('does not retry a GET answered %i', async (code) => {
    await expect(http().get(`/status/${code}`)).rejects.toBeInstanceOf(ApiError);
    expect(hits.get(`GET /status/${code}`)).toBe(1);
  });

  it('succeeds when the retry succeeds', async () => {
    await expect(http().get('/flaky')).resolves.toEqual({ ok: true, count: 2 });
  });

  it('retries a GET once when the connection drops', async () => {
    await expect(http().get('/drop-once')).resolves.toMatchObject({ method: 'GET' });
    expect(hits.get('GET /drop-once')).toBe(2);
  });

  it('does not retry a POST when the connection drops', async () => {
    await expect(http().post('/drop-once', { a: 1 })).rejects.toBeInstanceOf(NetworkError);
    expect(hits.get('POST /drop-once')).toBe(1);
  });

  it.each(['post', 'put', 'delete'] as const)('never retries %s, even on 503', async (method) => {
    const client = http();
    const call =
      method === 'delete' ? client.delete('/status/503') : client[method]('/status/503', { a: 1 });
    await expect(call).rejects.toBeInstanceOf(ServerError);
    expect(hits.get(`${method.toUpperCase()} /status/503`)).toBe(1);
  });

  it('never retries a form post', async () => {
    await expect(http().postForm('/status/502', { a: 1 })).rejects.toMatchObject({ status: 502 });
    expect(hits.get('POST /status/502')).toBe(1);
  });

  it('honours an explicit retry count', async () => {
    await expect(http().get('/status/500', { retry: 0 })).rejects.toBeInstanceOf(ServerError);
    expect(hits.get('GET /status/500')).toBe(1);
    await expect(http().post('/status/429', {}, { retry: 2 })).rejects.toBeInstanceOf(
      RateLimitedError,
    );
    expect(hits.get('POST /status/429')).toBe(3);
  });
});

describe('Http errors', () => {
  it('maps statuses to error classes carrying the server code and msg', async () => {
    const error: unknown = await http()
      .get('/status/404')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, code: -1, message: 'server says 404' });
  });

  it("falls back to 'unknown error' when the server sends no message", async () => {
    await expect(http().get('/status/400?empty=1')).rejects.toThrow(UNKNOWN_ERROR_MESSAGE);
    await expect(http().get('/status/418?empty=1')).rejects.toMatchObject({
      status: 418,
      message: 'unknown error',
    });
  });

  it('reports a refused connection as a NetworkError with status 0', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error: unknown = await new Http()
      .get(`http://127.0.0.1:${port}/x`)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ status: 0 });
  });
});

describe('Http bodies', () => {
  it('sends and receives JSON', async () => {
    const answer = await http().post<{ body: string }>('/echo', { name: '价迹', n: 2 });
    expect(JSON.parse(answer.body)).toEqual({ name: '价迹', n: 2 });
    expect(seen[0]?.contentType).toMatch(/^application\/json/);
  });

  it('posts x-www-form-urlencoded fields and drops empty ones', async () => {
    await http().postForm('/echo', { phone: '13800138000', tag: 'login', skip: undefined });
    expect(seen[0]?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(new URLSearchParams(seen[0]?.body)).toEqual(
      new URLSearchParams({ phone: '13800138000', tag: 'login' }),
    );
  });

  it('posts multipart fields and files', async () => {
    await http().postForm(
      '/echo',
      { title: '晒单' },
      { files: { photo: { data: Buffer.from('PNGDATA'), filename: 'a.png' } } },
    );
    const { contentType, body } = seen[0] ?? { contentType: '', body: '' };
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(body).toContain('name="title"\r\n\r\n晒单\r\n');
    expect(body).toMatch(/name="photo"; filename="a.png"[\s\S]*\r\n\r\nPNGDATA\r\n/);
  });

  it('sends query parameters and drops null ones', async () => {
    const answer = await http().get<{ query: Record<string, string> }>('/echo', {
      query: { pg: 1, tab: 'all', opt: null },
    });
    expect(answer.query).toEqual({ pg: '1', tab: 'all' });
  });
});

describe('Http identity signing (behaviour.md §7)', () => {
  it('adds t in seconds and the double-hash sign to a signed GET', async () => {
    const answer = await http().get<{ query: Record<string, string> }>('/User/Detail', {
      signed: true,
      query: { tab: 'all' },
    });
    const expected = signParams({ tab: 'all', t: '1700000000' }, 'User/Detail');
    expect(answer.query).toEqual({ tab: 'all', t: '1700000000', sign: expected });
  });

  it('signs form fields of a signed form post', async () => {
    await http().postForm(
      '/User/Login',
      { account: 'a@b.cn', passwd: 'secret1', remember_me: 1 },
      {
        signed: true,
      },
    );
    const fields = Object.fromEntries(new URLSearchParams(seen[0]?.body));
    const { sign, ...rest } = fields;
    expect(rest).toEqual({
      account: 'a@b.cn',
      passwd: 'secret1',
      remember_me: '1',
      t: '1700000000',
    });
    expect(sign).toBe(signParams(rest, 'User/Login'));
  });

  it('signs a JSON body', async () => {
    await http().post('/User/Modify', { nickname: '小明' }, { signed: true });
    const body = JSON.parse(seen[0]?.body ?? '{}') as Record<string, string>;
    const { sign, ...rest } = body;
    expect(rest).toEqual({ nickname: '小明', t: '1700000000' });
    expect(sign).toBe(signParams(rest, 'User/Modify'));
  });

  it('leaves unsigned calls alone', async () => {
    const answer = await http().get<{ query: Record<string, string> }>('/User/Detail');
    expect(answer.query).toEqual({});
  });
});

describe('Http cross-site credentials', () => {
  it('asks superagent for withCredentials only when the option is on', async () => {
    const prototype = Object.getPrototypeOf(superagent.get(base)) as {
      withCredentials: (on?: boolean) => unknown;
    };
    const spy = vi.spyOn(prototype, 'withCredentials');
    await http().get('/echo');
    expect(spy).not.toHaveBeenCalled();
    await http().get('/echo', { withCredentials: true });
    await http().postForm('/echo', { a: 1 }, { withCredentials: true });
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });
});
