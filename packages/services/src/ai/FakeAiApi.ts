import { RateLimitedError } from '../http/errors';
import { SAMPLE_NOW } from '../api/sampleData';
import type { AiAnswerKind, AiApiClient, AiEvent } from './aiTypes';

/** A sample rating, as the rule-based analyst writes it. */
export const SAMPLE_AI_TEXT = [
  '## 结论\n\n**值得买**：现在就是历史最低价。\n\n',
  '## 价格位置\n\n- 当前到手价 ¥5899.00（2026-01-01），走势：历史最低。\n',
  '- 近 30 天最低 ¥5899.00，近 180 天最低 ¥5899.00。\n\n',
  '## 其他商城\n\n- 我们收录的其他商城里没有更便宜的同款。\n\n',
  '## 购买时机\n\n- 现在就是最低价，需要就买。\n',
];

/** How {@link FakeAiApi} answers. */
export interface FakeAiScript {
  /** The deltas, in order; default {@link SAMPLE_AI_TEXT}. */
  chunks?: readonly string[];
  /** The model; null (default) for the rule-based analyst. */
  model?: string | null;
  /** Stop sending after this many deltas and wait (until aborted): the waiting / streaming states. */
  holdAfter?: number;
  /** End with this error event after the deltas. */
  errorMessage?: string;
  /** Figures the finished answer's check did not find. */
  unknownFigures?: readonly string[];
  /** Refuse with a 429 and this message (the daily limit). */
  limitMessage?: string;
}

/** An in-memory AI API for stories and tests; records what it was asked. */
export class FakeAiApi implements AiApiClient {
  /** Every request, in order. */
  readonly requests: { kind: AiAnswerKind; dpIds: readonly string[] }[] = [];

  constructor(private readonly script: FakeAiScript = {}) {}

  /** Streams the scripted events. */
  async *stream(
    kind: AiAnswerKind,
    dpIds: readonly string[],
    signal: AbortSignal,
  ): AsyncGenerator<AiEvent> {
    this.requests.push({ kind, dpIds });
    const { chunks = SAMPLE_AI_TEXT, model = null, holdAfter, errorMessage } = this.script;
    if (this.script.limitMessage) {
      throw new RateLimitedError(429, this.script.limitMessage, 429);
    }
    const label = model ?? '规则生成（未使用 AI）';
    yield { type: 'meta', model, label, madeAt: SAMPLE_NOW, cached: false };
    for (const [index, text] of chunks.entries()) {
      if (index === holdAfter) break;
      yield { type: 'delta', text };
    }
    if (holdAfter !== undefined) {
      await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
      return;
    }
    if (errorMessage) {
      yield { type: 'error', msg: errorMessage };
      return;
    }
    yield { type: 'done', unknownFigures: this.script.unknownFigures ?? [] };
  }
}
