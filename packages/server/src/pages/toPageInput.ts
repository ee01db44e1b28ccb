import type { PageDocument, PageElement, PageInput } from '@pricetrail/core';
import { compile, selectAll, selectOne } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { getElementsByTagName, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';

type Query = ReturnType<typeof compile>;

// Readers ask the same few dozen selectors of every page: compile each once.
const queries = new Map<string, Query>();

function query(selector: string): Query {
  let compiled = queries.get(selector);
  if (!compiled) {
    compiled = compile(selector);
    queries.set(selector, compiled);
  }
  return compiled;
}

/** An htmlparser2 node seen through the readers' document interface. */
class ParsedElement implements PageElement {
  constructor(private readonly node: AnyNode) {}

  get textContent(): string {
    return textContent(this.node);
  }

  getAttribute(name: string): string | null {
    return (this.node as Element).attribs?.[name] ?? null;
  }

  querySelector(selector: string): PageElement | null {
    const found = selectOne(query(selector), this.node);
    return found ? new ParsedElement(found) : null;
  }

  querySelectorAll(selector: string): ArrayLike<PageElement> {
    return selectAll(query(selector), this.node).map((found) => new ParsedElement(found));
  }
}

/** Parses fetched HTML into what the store readers take: URL, document and inline scripts. */
export function toPageInput(url: string, html: string): PageInput {
  const root = parseDocument(html);
  const scripts = getElementsByTagName('script', root, true)
    // Script bodies are raw text in HTML (no entities decoded), as in the browser.
    .filter((script) => script.attribs.src === undefined)
    .map((script) => textContent(script));
  const document: PageDocument = new ParsedElement(root);
  return { url, document, scripts };
}
