import { BadRequestError, NetworkError } from '../http/errors';
import type { SentSuggestion, SuggestionApiClient, SuggestionDraft } from './suggestionTypes';

/** The thank-you line the fake answers with (the server's own wording). */
export const SAMPLE_SUGGESTION_THANKS = '感谢你的反馈，我们会认真阅读每一条意见';

/** How a {@link FakeSuggestionApi} refuses: 'network', or the server's 400 with its code. */
export type FakeSuggestionFailure = 'network' | { readonly code: number; readonly msg: string };

/** Answers of a {@link FakeSuggestionApi}; by default every suggestion is received. */
export interface FakeSuggestionOptions {
  /** Refuse every send this way. */
  fail?: FakeSuggestionFailure;
  /** Milliseconds a send takes (0 by default; a huge value never answers). */
  delayMs?: number;
}

/** A feedback endpoint in memory: keeps what was sent, answers as scripted. */
export class FakeSuggestionApi implements SuggestionApiClient {
  /** Every draft sent, in order. */
  readonly sent: SuggestionDraft[] = [];

  constructor(private readonly options: FakeSuggestionOptions = {}) {}

  async send(draft: SuggestionDraft): Promise<SentSuggestion> {
    const delay = this.options.delayMs ?? 0;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const failure = this.options.fail;
    if (failure === 'network') throw new NetworkError('offline');
    if (failure) throw new BadRequestError(400, failure.msg, failure.code);
    this.sent.push(draft);
    return { id: this.sent.length, message: SAMPLE_SUGGESTION_THANKS };
  }
}
