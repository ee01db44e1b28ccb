import { IN_PROCESS_HEADER, type InProcessTransport } from '@pricetrail/core';

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
 * process. Each call is marked, so the server can tell a render's reads from a visitor's.
 */
export function inProcessFetch(api: InProcessTransport): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = await api({
      method: init?.method ?? 'GET',
      url,
      headers: { ...headersOf(init?.headers), [IN_PROCESS_HEADER]: '1' },
      body: bodyOf(init?.body),
    });
    return new Response(answer.status === 204 || answer.status === 304 ? null : answer.body, {
      status: answer.status,
      headers: answer.headers,
    });
  };
}
