/** The most characters of keywords a product search takes. */
export const KEYWORDS_MAX = 100;

/** Text as search keywords: control characters made spaces, trimmed, runs of spaces made one, cut to {@link KEYWORDS_MAX}; undefined when nothing is left. */
export function searchKeywords(text: string | null | undefined): string | undefined {
  const words = (text ?? '')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim()
    .slice(0, KEYWORDS_MAX)
    .trim();
  return words || undefined;
}
