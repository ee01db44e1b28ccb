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

const HAN_RUN = /\p{Script=Han}+/gu;

/**
 * The space-joined tokens stored for a title: latin words and numbers, plus every Han unigram and
 * bigram of each Han run. Bigrams are taken over whole runs, not the segmenter's words, because
 * the segmenter splits a run differently in context (`华为` in a title vs. typed alone).
 */
export function documentTokens(...texts: string[]): string {
  const text = texts.join(' ');
  const tokens = new Set<string>();
  // Non-Han words need no segmenter (slow per title): letter and digit runs, as words() keeps.
  for (const word of text.normalize('NFKC').toLowerCase().split(HAN_RUN)) {
    for (const part of word.match(/[\p{L}\p{N}]+/gu) ?? []) tokens.add(part);
  }
  for (const run of text.normalize('NFKC').match(HAN_RUN) ?? []) {
    for (const gram of cjkGrams(run)) tokens.add(gram);
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
