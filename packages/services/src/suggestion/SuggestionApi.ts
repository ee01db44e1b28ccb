import type { FormFile, HttpClient } from '../http/HttpClient';
import type { SentSuggestion, SuggestionApiClient, SuggestionDraft } from './suggestionTypes';

/** The feedback endpoint. */
export const SUGGESTION_PATH = '/api/suggestion';

interface SentAnswer {
  code?: unknown;
  msg?: unknown;
  data?: { id?: unknown };
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
    const answer = await this.http.postForm<SentAnswer>(
      SUGGESTION_PATH,
      { text: draft.text, contact: draft.contact },
      { encoding: 'multipart', files },
    );
    return {
      id: Number(answer.data?.id ?? 0),
      message: typeof answer.msg === 'string' ? answer.msg : '',
    };
  }
}
