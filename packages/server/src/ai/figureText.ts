/** A text folded for reading figures, with where each of its characters came from. */
export interface FoldedText {
  /** The text with full-width and other compatibility forms folded (NFKC) and format marks removed. */
  text: string;
  /** For each UTF-16 unit of `text`, the index in the original where its character starts. */
  from: number[];
  /** For each UTF-16 unit of `text`, the index in the original just past its character. */
  to: number[];
}

// Zero-width spaces, joiners and other invisible format characters a figure could hide behind.
const FORMAT = /^\p{Cf}$/u;

/**
 * Folds `text` one character at a time (so `¥１` reads as `¥1` and `１，２９９` as `1,299`) and keeps
 * the way back, so a figure found in the folded text can be named as it was written.
 */
export function foldForFigures(text: string): FoldedText {
  let folded = '';
  const from: number[] = [];
  const to: number[] = [];
  let index = 0;
  for (const char of text) {
    const end = index + char.length;
    const form = FORMAT.test(char) ? '' : char.normalize('NFKC');
    folded += form;
    for (let unit = 0; unit < form.length; unit++) {
      from.push(index);
      to.push(end);
    }
    index = end;
  }
  return { text: folded, from, to };
}

/** The original text behind folded positions `start` to `end` (exclusive). */
export function originalOf(text: string, folded: FoldedText, start: number, end: number): string {
  return text.slice(folded.from[start] ?? 0, folded.to[end - 1] ?? text.length);
}
