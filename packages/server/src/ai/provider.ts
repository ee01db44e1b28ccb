import type { EventSourceMessage } from 'eventsource-parser';
import { createParser } from './sseParser.js';
import type { ChatMessage } from './prompt.js';

/** An upstream failure, with the Chinese message the reader sees. */
export class AiUpstreamError extends Error {
  override name = 'AiUpstreamError';
}

/** Where and what to ask. */
export interface CompletionRequest {
  baseUrl: string;
  apiKey: string;
  model: string;
  messages: readonly ChatMessage[];
  /** Aborts the upstream request (the reader left, or the time ran out). */
  signal: AbortSignal;
}

interface ChunkBody {
  choices?: { delta?: { content?: string | null } }[];
  error?: { message?: string };
}

function statusMessage(status: number): string {
  if (status === 429) return 'AI 服务繁忙（请求过多），请稍后再试';
  if (status === 401 || status === 403) return 'AI 服务拒绝了请求（密钥无效或无权限）';
  return `AI 服务出错（HTTP ${status}），请稍后再试`;
}

const MSG_CUT = 'AI 服务的回答中途断开';

function parseChunk(data: string): ChunkBody {
  try {
    return JSON.parse(data) as ChunkBody;
  } catch {
    throw new AiUpstreamError('AI 服务返回了无法识别的数据');
  }
}

/**
 * Streams the text of one chat completion from an OpenAI-compatible endpoint (`stream: true`):
 * yields each `delta.content` as its `data:` chunk arrives, returns at `[DONE]`; throws
 * {@link AiUpstreamError} for an error status, an error chunk, or a stream cut off before `[DONE]`.
 */
export async function* streamCompletion(request: CompletionRequest): AsyncGenerator<string> {
  const response = await fetch(`${request.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(request.apiKey && { authorization: `Bearer ${request.apiKey}` }),
    },
    body: JSON.stringify({ model: request.model, messages: request.messages, stream: true }),
    signal: request.signal,
  }).catch((error: unknown) => {
    if (request.signal.aborted) throw error;
    throw new AiUpstreamError('无法连接 AI 服务，请稍后再试');
  });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new AiUpstreamError(statusMessage(response.status));
  }
  const pending: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => pending.push(event) });
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read().catch((error: unknown) => {
        if (request.signal.aborted) throw error;
        throw new AiUpstreamError(MSG_CUT);
      });
      if (done) throw new AiUpstreamError(MSG_CUT);
      parser.feed(decoder.decode(value, { stream: true }));
      for (const event of pending.splice(0)) {
        if (event.data === '[DONE]') return;
        const body = parseChunk(event.data);
        if (body.error) throw new AiUpstreamError('AI 服务在回答途中出错');
        const text = body.choices?.[0]?.delta?.content;
        if (text) yield text;
      }
    }
  } finally {
    // The consumer stopped, the stream failed, or [DONE] came: either way release the connection.
    await reader.cancel().catch(() => undefined);
  }
}
