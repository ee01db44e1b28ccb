import type { PageDocument, PageElement, PageInput } from '@pricetrail/core';
import { parse, type HTMLElement } from 'node-html-parser';

// Script texts are kept (readers need them); style texts are dropped unread.
const PARSE_OPTIONS = {
  blockTextElements: { script: true, noscript: true, style: false, pre: true },
} as const;

/** node-html-parser's element seen through the readers' document interface. */
class ParsedElement implements PageElement {
  constructor(private readonly element: HTMLElement) {}

  get textContent(): string {
    return this.element.textContent;
  }

  getAttribute(name: string): string | null {
    return this.element.getAttribute(name) ?? null;
  }

  querySelector(selector: string): PageElement | null {
    const found = this.element.querySelector(selector);
    return found ? new ParsedElement(found) : null;
  }

  querySelectorAll(selector: string): ArrayLike<PageElement> {
    return this.element.querySelectorAll(selector).map((found) => new ParsedElement(found));
  }
}

function inlineScripts(root: HTMLElement): string[] {
  const scripts: string[] = [];
  for (const script of root.querySelectorAll('script')) {
    // Script bodies are raw text in HTML: no entity decoding, as in the browser.
    if (!script.hasAttribute('src')) scripts.push(script.rawText);
  }
  return scripts;
}

/** Parses fetched HTML into what the store readers take: URL, document and inline scripts. */
export function toPageInput(url: string, html: string): PageInput {
  const root = parse(html, PARSE_OPTIONS);
  const document: PageDocument = new ParsedElement(root);
  return { url, document, scripts: inlineScripts(root) };
}
