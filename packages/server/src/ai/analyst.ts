import type { Db } from '../db/schema.js';
import type { PriceService } from '../prices/service.js';
import { answerKey, findAnswer, saveAnswer, type StoredAnswer } from './answerStore.js';
import type { AiConfig } from './config.js';
import { secondsToMidnight } from './dailyLimits.js';
import {
  factFigures,
  productFacts,
  type ProductFacts,
  type RaisedBeforeSaleCheck,
} from './facts.js';
import { checkFigures } from './figureCheck.js';
import { buildPrompt, type AnswerKind, type ChatMessage } from './prompt.js';
import { AiUpstreamError, streamCompletion } from './provider.js';
import { RULE_LABEL, writeByRules } from './ruleAnalyst.js';

/** What the reader's page is sent, in order: meta, deltas, then done or error. */
export type AnswerEvent =
  | {
      type: 'meta';
      /** The model writing, or null for the rule-based analyst. */
      model: string | null;
      /** What the page names as the author: the model, or {@link RULE_LABEL}. */
      label: string;
      madeAt: number;
      cached: boolean;
    }
  | { type: 'delta'; text: string }
  | { type: 'done'; unknownFigures: string[] }
  | { type: 'error'; msg: string };

/** A request ready to answer: its facts, prompt and cache key, and the stored answer if any. */
export interface PreparedAnswer {
  kind: AnswerKind;
  facts: ProductFacts[];
  messages: ChatMessage[];
  key: string;
  cached: StoredAnswer | undefined;
}

const MSG_TIMEOUT = '等待 AI 回答超时';
const MSG_PARTIAL = '（上面是已收到的部分）';

/** Writes rating and comparison answers from our data: with the configured model, else by rules. */
export class AiAnalyst {
  constructor(
    private readonly config: AiConfig,
    private readonly sources: {
      db: Db;
      prices: PriceService;
      clock: () => number;
      raisedBeforeSale?: RaisedBeforeSaleCheck;
    },
  ) {}

  /** The configured model, or null when the rule-based analyst writes. */
  get model(): string | null {
    return this.config.baseUrl && this.config.model ? this.config.model : null;
  }

  /** Gathers the facts and prompt of a request; undefined when a product is unknown. */
  async prepare(kind: AnswerKind, dpIds: readonly string[]): Promise<PreparedAnswer | undefined> {
    const { db, prices, clock, raisedBeforeSale } = this.sources;
    const now = clock();
    const facts = await Promise.all(
      dpIds.map((dpId) => productFacts({ db, prices, now, raisedBeforeSale }, dpId)),
    );
    if (facts.some((f) => f === undefined)) return undefined;
    const known = facts as ProductFacts[];
    const messages = buildPrompt(kind, known);
    const key = answerKey(kind, messages, this.model);
    const cached = this.model === null ? undefined : await findAnswer(db, key, now);
    return { kind, facts: known, messages, key, cached };
  }

  /** True when answering costs a model call, so it counts against the daily limits. */
  needsBudget(prepared: PreparedAnswer): boolean {
    return this.model !== null && prepared.cached === undefined;
  }

  /** Streams the answer's events; stops quietly (and upstream with it) when `signal` aborts. */
  async *answer(prepared: PreparedAnswer, signal: AbortSignal): AsyncGenerator<AnswerEvent> {
    const { cached } = prepared;
    if (cached) {
      yield {
        type: 'meta',
        model: cached.model,
        label: cached.model ?? RULE_LABEL,
        madeAt: cached.madeAt,
        cached: true,
      };
      yield { type: 'delta', text: cached.text };
      yield { type: 'done', unknownFigures: cached.unknownFigures };
      return;
    }
    const model = this.model;
    const madeAt = this.sources.clock();
    yield { type: 'meta', model, label: model ?? RULE_LABEL, madeAt, cached: false };
    if (model === null) {
      yield* this.#byRules(prepared, madeAt);
      return;
    }
    yield* this.#byModel(prepared, model, madeAt, signal);
  }

  *#byRules(prepared: PreparedAnswer, madeAt: number): Generator<AnswerEvent> {
    const text = writeByRules(prepared.kind, prepared.facts, madeAt);
    for (const paragraph of text.split(/(?<=\n\n)/)) yield { type: 'delta', text: paragraph };
    yield { type: 'done', unknownFigures: this.#check(prepared, text) };
  }

  async *#byModel(
    prepared: PreparedAnswer,
    model: string,
    madeAt: number,
    signal: AbortSignal,
  ): AsyncGenerator<AnswerEvent> {
    const timeout = AbortSignal.timeout(this.config.timeoutMs);
    let text = '';
    try {
      for await (const delta of streamCompletion({
        baseUrl: this.config.baseUrl ?? '',
        apiKey: this.config.apiKey,
        model,
        messages: prepared.messages,
        signal: AbortSignal.any([signal, timeout]),
      })) {
        text += delta;
        yield { type: 'delta', text: delta };
      }
    } catch (error) {
      if (signal.aborted) return;
      const reason = timeout.aborted
        ? MSG_TIMEOUT
        : error instanceof AiUpstreamError
          ? error.message
          : 'AI 服务出错，请稍后再试';
      yield { type: 'error', msg: text ? reason + MSG_PARTIAL : reason };
      return;
    }
    const unknownFigures = this.#check(prepared, text);
    const { db, clock } = this.sources;
    const now = clock();
    await saveAnswer(
      db,
      prepared.key,
      { model, text, unknownFigures, madeAt },
      now + secondsToMidnight(now),
    );
    yield { type: 'done', unknownFigures };
  }

  #check(prepared: PreparedAnswer, text: string): string[] {
    return checkFigures(text, factFigures(prepared.facts)).unknown;
  }
}
