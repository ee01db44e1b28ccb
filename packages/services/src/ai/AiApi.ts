import { errorForStatus } from '../http/errors';
import type { AiAnswerKind, AiApiClient, AiEvent } from './aiTypes';
import { readEventStream } from './readEventStream';

/** The path of an answer: `/api/ai/rate?dp=` or `/api/ai/compare?dp=&dp=…`. */
export function aiAnswerPath(kind: AiAnswerKind, dpIds: readonly string[]): string {
  const query = dpIds.map((dpId) => `dp=${encodeURIComponent(dpId)}`).join('&');
  return `/api/ai/${kind}?${query}`;
}

/** The AI answer API over `fetch`, reading the streamed answer as it arrives. */
export class AiApi implements AiApiClient {
  constructor(private readonly fetchFn: typeof fetch = (...args) => fetch(...args)) {}

  /** `GET /api/ai/{kind}?dp=…` as server-sent events. */
  async *stream(
    kind: AiAnswerKind,
    dpIds: readonly string[],
    signal: AbortSignal,
  ): AsyncGenerator<AiEvent> {
    const response = await this.fetchFn(aiAnswerPath(kind, dpIds), {
      headers: { accept: 'text/event-stream' },
      signal,
    });
    if (!response.ok || !response.body) {
      const body: unknown = await response.json().catch(() => undefined);
      throw errorForStatus(response.status, body);
    }
    yield* readEventStream(response.body);
  }
}
