import type { PageElement } from '@pricetrail/core';
import { compile, selectAll, selectOne } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { textContent } from 'domutils';

/** A compiled css-select query. */
export type Query = ReturnType<typeof compile>;

// Readers ask the same few dozen selectors of every page: compile each once.
const queries = new Map<string, Query>();

/** The compiled form of `selector`, compiled once per process. */
export function query(selector: string): Query {
  let compiled = queries.get(selector);
  if (!compiled) {
    compiled = compile(selector);
    queries.set(selector, compiled);
  }
  return compiled;
}

/** A fully parsed htmlparser2 node seen through the readers' element interface. */
export class ParsedElement implements PageElement {
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
