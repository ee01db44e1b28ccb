import { makeAutoObservable } from 'mobx';
import { RateLimitedError } from '../http/errors';
import { failureMessage } from '../login/failureMessage';
import type { AiAnswerKind, AiApiClient, AiEvent } from './aiTypes';

/** Where an answer is: asked and waiting, arriving, finished, stopped, failed, or over the limit. */
export type AiAnswerStatus =
  'idle' | 'waiting' | 'streaming' | 'done' | 'stopped' | 'error' | 'limited';

/** The reader's line when the connection to our server drops mid-answer. */
export const MSG_AI_CUT = '连接中断，回答没有写完';

/** One streamed AI answer on a page: its text as it grows, who wrote it, and how it ended. */
export class AiAnswerStore {
  /** Where the answer is. */
  status: AiAnswerStatus = 'idle';
  /** The text received so far. */
  text = '';
  /** Who wrote it: the model, or 规则生成（未使用 AI）; empty until the stream says. */
  label = '';
  /** True when the rule-based analyst wrote it (no model configured). */
  isRuleBased = false;
  /** When it was made, epoch seconds; undefined until the stream says. */
  madeAt: number | undefined = undefined;
  /** Answered from the day's cache. */
  isCached = false;
  /** ¥ figures of the finished answer that our data does not hold. */
  unknownFigures: readonly string[] = [];
  /** Why it failed or was refused, in Chinese. */
  error: string | undefined = undefined;

  private controller: AbortController | undefined = undefined;

  constructor(private readonly api: AiApiClient) {
    makeAutoObservable<this, 'api' | 'controller'>(
      this,
      { api: false, controller: false },
      { autoBind: true },
    );
  }

  /** True while the answer is asked for or arriving (停止 applies). */
  get isActive(): boolean {
    return this.status === 'waiting' || this.status === 'streaming';
  }

  /** Asks for an answer, replacing any earlier one, and follows its stream to the end. */
  async start(kind: AiAnswerKind, dpIds: readonly string[]): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.reset();
    try {
      for await (const event of this.api.stream(kind, dpIds, controller.signal)) {
        if (controller.signal.aborted) return;
        this.apply(event);
      }
      if (this.controller === controller && this.isActive) this.fail(MSG_AI_CUT);
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof RateLimitedError) this.refuse(failureMessage(error));
      else this.fail(this.text ? MSG_AI_CUT : failureMessage(error));
    }
  }

  /** Stops the answer where it is (the server stops the model too). */
  stop(): void {
    if (!this.isActive) return;
    this.controller?.abort();
    this.status = 'stopped';
  }

  /** Stops any answer in flight; call when the page goes away. */
  dispose(): void {
    this.controller?.abort();
  }

  /** Applies one event of the stream. */
  apply(event: AiEvent): void {
    switch (event.type) {
      case 'meta':
        this.label = event.label;
        this.isRuleBased = event.model === null;
        this.madeAt = event.madeAt;
        this.isCached = event.cached;
        return;
      case 'delta':
        this.text += event.text;
        this.status = 'streaming';
        return;
      case 'done':
        this.unknownFigures = event.unknownFigures;
        this.status = 'done';
        return;
      case 'error':
        this.fail(event.msg);
    }
  }

  private reset(): void {
    this.status = 'waiting';
    this.text = '';
    this.label = '';
    this.isRuleBased = false;
    this.madeAt = undefined;
    this.isCached = false;
    this.unknownFigures = [];
    this.error = undefined;
  }

  private fail(message: string): void {
    this.status = 'error';
    this.error = message;
  }

  private refuse(message: string): void {
    this.status = 'limited';
    this.error = message;
  }
}
