const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for SVG markup: `&`, `<`, `>` and quotes escaped. */
export function escapeSvgText(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

// Roughly how wide a character is in em: CJK and full-width forms a whole em, the rest about half.
function charWidth(character: string): number {
  return /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/.test(character) ? 1 : 0.56;
}

/**
 * Breaks text into at most `lines` lines of about `widthEm` em each (SVG cannot wrap by itself);
 * what does not fit ends the last line with an ellipsis.
 */
export function wrapText(text: string, widthEm: number, lines: number): string[] {
  const result: string[] = [];
  let line = '';
  let width = 0;
  for (const character of text.replace(/\s+/g, ' ').trim()) {
    const next = charWidth(character);
    if (width + next > widthEm) {
      result.push(line);
      if (result.length === lines) {
        result[lines - 1] = `${line.slice(0, -1)}…`;
        return result;
      }
      line = character === ' ' ? '' : character;
      width = character === ' ' ? 0 : next;
    } else {
      line += character;
      width += next;
    }
  }
  if (line) result.push(line);
  return result;
}
