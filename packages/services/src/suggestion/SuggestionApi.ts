import type { WireAnswer } from '@pricetrail/core';
import type { FormFile, HttpClient } from '../http/HttpClient';
import type { SentSuggestion, SuggestionApiClient, SuggestionDraft } from './suggestionTypes';

/** The feedback endpoint. */
export const SUGGESTION_PATH = '/api/suggestion';

/** The answer to a sent suggestion as the server sends it. */
export type WireSentSuggestion = WireAnswer<typeof SUGGESTION_PATH, 'post'>;

/** Maps the server's answer to a sent suggestion. */
export function fromWireSentSuggestion(answer: WireSentSuggestion): SentSuggestion {
  return { id: answer.data?.id ?? 0, message: answer.msg };
}

/** `POST /api/suggestion` as a multipart form: `text`, `contact` and `image1`…`image3`. */
export class SuggestionApi implements SuggestionApiClient {
  constructor(private readonly http: HttpClient) {}

  async send(draft: SuggestionDraft): Promise<SentSuggestion> {
    const files: Record<string, FormFile> = {};
    draft.images.forEach((image, i) => {
      files[`image${i + 1}`] = {
        data: image.data,
        filename: image.filename,
        contentType: image.data.type || undefined,
      };
    });
    // A multipart form: the document declares no JSON body for it, only the answer.
    const answer = await this.http.postForm<WireSentSuggestion>(
      SUGGESTION_PATH,
      { text: draft.text, contact: draft.contact },
      { encoding: 'multipart', files },
    );
    return fromWireSentSuggestion(answer);
  }
}
