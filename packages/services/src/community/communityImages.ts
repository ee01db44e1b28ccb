/** One size of an uploaded photo. */
export type PhotoSize = 'small' | 'medium' | 'large';

/** Where the server serves one size of a 晒单 or review photo. */
export function shaidanImageUrl(id: string, size: PhotoSize): string {
  return `/api/images/${encodeURIComponent(id)}/${size}`;
}

/** Where the server serves the `n`th screenshot of a feedback message, to operators. */
export function suggestionImageUrl(suggestionId: number, n: number, size: PhotoSize): string {
  return `/api/moderation/suggestions/${suggestionId}/images/${n}/${size}`;
}
