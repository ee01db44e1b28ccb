const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const CJK = /\p{Script=Han}/u;
const WORDLIKE = /^[\p{L}\p{N}]+$/u;

function cjkGrams(word: string): string[] {
  const chars = [...word];
  const grams = [...chars];
  for (let i = 0; i + 1 < chars.length; i++) grams.push(`${chars[i]}${chars[i + 1]}`);
  return grams;
}

/** Splits text into Han runs and other words (lower-cased), using the ICU word segmenter. */
function words(text: string): string[] {
  const out: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(text.normalize('NFKC'))) {
    if (!isWordLike) continue;
    for (const part of segment.toLowerCase().split(/(\p{Script=Han}+)/u)) {
      if (part && WORDLIKE.test(part)) out.push(part);
    }
  }
  return out;
}

/** The space-joined tokens stored for a title: words, plus Han unigrams and bigrams. */
export function documentTokens(...texts: string[]): string {
  const tokens = new Set<string>();
  for (const word of words(texts.join(' '))) {
    tokens.add(word);
    if (CJK.test(word)) for (const gram of cjkGrams(word)) tokens.add(gram);
  }
  return [...tokens].join(' ');
}

/** The tokens a query must all match: Han words as their bigrams, other words as they are. */
export function queryTokens(query: string): string[] {
  const tokens = new Set<string>();
  for (const word of words(query)) {
    const chars = [...word];
    if (CJK.test(word) && chars.length > 2) {
      for (let i = 0; i + 1 < chars.length; i++) tokens.add(`${chars[i]}${chars[i + 1]}`);
    } else {
      tokens.add(word);
    }
  }
  return [...tokens].slice(0, 16);
}
