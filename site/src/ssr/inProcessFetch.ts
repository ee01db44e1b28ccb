import { IN_PROCESS_HEADER, type InProcessTransport } from '@pricetrail/core';
import type { PrimedAnswer } from '../primedFetch';

/** Where the render keeps each GET's answer, for the page state the browser is primed with. */
export type AnswerRecorder = (url: string, answer: PrimedAnswer) => void;

function parsedBody(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : '';
  } catch {
    return text;
  }
}

function headersOf(init: HeadersInit | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  new Headers(init).forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}

function bodyOf(body: BodyInit | null | undefined): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  // The stores' fetch client only sends JSON text; anything else is a call a render must not make.
  throw new Error('服务端渲染只发送 JSON 请求');
}

/**
 * A `fetch` over the server's in-process transport: the render's API calls never leave the
 * process. Each call is marked, so the server can tell a render's reads from a visitor's; each
 * GET's answer is recorded for the browser.
 */
export function inProcessFetch(api: InProcessTransport, record: AnswerRecorder): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const answer = await api({
      method,
      url,
      headers: { ...headersOf(init?.headers), [IN_PROCESS_HEADER]: '1' },
      body: bodyOf(init?.body),
    });
    if (method === 'GET') record(url, { status: answer.status, body: parsedBody(answer.body) });
    return new Response(answer.status === 204 || answer.status === 304 ? null : answer.body, {
      status: answer.status,
      headers: answer.headers,
    });
  };
}
