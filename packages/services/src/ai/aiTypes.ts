/** Which answer: one product's rating, or a comparison of two to four. */
export type AiAnswerKind = 'rate' | 'compare';

/**
 * One event of an answer stream, as the server sends them: meta, deltas, then done or error.
 * Written by hand after the server's `AnswerEvent`: the API document describes the stream only as
 * text, since OpenAPI has no schema for server-sent events.
 */
export type AiEvent =
  | {
      readonly type: 'meta';
      /** The model writing it; null when the rule-based analyst wrote it. */
      readonly model: string | null;
      /** Who wrote it, as the page names it: the model, or 规则生成（未使用 AI）. */
      readonly label: string;
      /** When it was made, epoch seconds. */
      readonly madeAt: number;
      /** Answered from the day's cache. */
      readonly cached: boolean;
    }
  | { readonly type: 'delta'; readonly text: string }
  | { readonly type: 'done'; readonly unknownFigures: readonly string[] }
  | { readonly type: 'error'; readonly msg: string };

/** The AI answer API: streams one answer's events until done, error or `signal` aborts. */
export interface AiApiClient {
  /** Streams the answer; rejects with an `ApiError` when the server refuses (400, 404, 429). */
  stream(kind: AiAnswerKind, dpIds: readonly string[], signal: AbortSignal): AsyncIterable<AiEvent>;
}
