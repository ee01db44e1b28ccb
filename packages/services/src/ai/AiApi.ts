import type { ApiPaths, WireQuery } from '@pricetrail/core';
import { errorForStatus } from '../http/errors';
import type { AiAnswerKind, AiApiClient, AiEvent } from './aiTypes';
import { readEventStream } from './readEventStream';

// The paths and their `dp` query are the API document's. The answer is not: OpenAPI describes a
// `text/event-stream` only as text, so its frames (`AiEvent`) are written by hand after the
// server's `AnswerEvent`. A refusal (400, 404, 429) is the documented `{ code, msg }` JSON.

/** The documented query of both answers: `dp` once to rate, two to four times to compare. */
type AiAnswerQuery = WireQuery<'/api/ai/rate'> | WireQuery<'/api/ai/compare'>;

/** The path of an answer: `/api/ai/rate?dp=` or `/api/ai/compare?dp=&dp=…`. */
export function aiAnswerPath(kind: AiAnswerKind, dpIds: readonly string[]): string {
  const path: keyof ApiPaths = `/api/ai/${kind}`;
  const name: keyof AiAnswerQuery = 'dp';
  const query = dpIds.map((dpId) => `${name}=${encodeURIComponent(dpId)}`).join('&');
  return `${path}?${query}`;
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
