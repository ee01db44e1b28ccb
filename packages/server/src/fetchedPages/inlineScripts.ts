import { Parser } from 'htmlparser2';
import type { PageText } from './pageText.js';

// Everything that can hold or hide a `<script>` start tag: scripts themselves, comments and
// declarations (`<!…>`, `<?…>`), and the elements whose content htmlparser2 reads as text.
const OPENING =
  /<(?:(?:script|style|textarea|title|xmp|iframe|noembed|noframes|plaintext)(?=[\t\n\f\r />])|[!?])/gi;

interface Construct {
  /** Where an inline script's text starts and ends; null for any other construct. */
  script: { start: number; end: number } | null;
  /** Where the scan goes on. */
  end: number;
}

/**
 * Where the text of a `name` element that starts at `from` (just past its start tag) ends: at the
 * first `</name` followed by white space, `/` or `>`, as htmlparser2's tokenizer decides, but found
 * by the regular-expression engine rather than a character at a time.
 */
function endOfText(html: string, name: string, from: number): number {
  if (name === 'plaintext') return html.length;
  const closing = new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'gi');
  closing.lastIndex = from;
  return closing.exec(html)?.index ?? html.length;
}

/** Reads the construct that starts at `start` in `html`: a start tag, or all of it, by htmlparser2. */
function readConstruct(html: string, start: number): Construct {
  let construct: Construct = { script: null, end: html.length };
  const parser: Parser = new Parser({
    onopentag(name, attribs) {
      const from = start + parser.endIndex + 1;
      const to = endOfText(html, name, from);
      const isInlineScript = name === 'script' && attribs.src === undefined;
      // After an end tag's name the tokenizer skips everything up to its `>`.
      const close = html.indexOf('>', to);
      construct = {
        script: isInlineScript ? { start: from, end: to } : null,
        end: to === html.length || close === -1 ? html.length : close + 1,
      };
      parser.pause();
    },
    oncommentend() {
      construct = { script: null, end: start + parser.endIndex + 1 };
      parser.pause();
    },
    onprocessinginstruction() {
      construct = { script: null, end: start + parser.endIndex + 1 };
      parser.pause();
    },
  });
  parser.end(html.slice(start));
  return construct;
}

/**
 * The raw texts of a page's inline scripts (no `src`), in order, as htmlparser2's full parse finds
 * them, without parsing the markup between them: a scan jumps from one construct that can hold or
 * hide a script to the next, and htmlparser2 reads each. It differs from a full parse only where
 * such an opening sits inside an attribute value (`<a title="<!--">`) or in SVG or MathML content.
 */
export function inlineScripts(page: PageText): string[] {
  const { markup } = page;
  const scripts: string[] = [];
  const opening = new RegExp(OPENING);
  let match = opening.exec(markup);
  while (match) {
    const { script, end } = readConstruct(markup, match.index);
    if (script) scripts.push(page.slice(script.start, script.end));
    opening.lastIndex = end;
    match = opening.exec(markup);
  }
  return scripts;
}
