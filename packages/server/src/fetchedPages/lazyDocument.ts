import type { PageDocument, PageElement } from '@pricetrail/core';
import { selectAll } from 'css-select';
import { DomHandler, type Element } from 'domhandler';
import { Parser } from 'htmlparser2';
import { ParsedElement, query } from './parsedElement.js';

/** A DomHandler that lists the elements a selector can reach, in document order, as they open. */
class ListingHandler extends DomHandler {
  /** Every element outside `<template>` content, in document order. */
  readonly elements: Element[] = [];
  private readonly inTemplates = new WeakSet<Element>();

  override onopentag(name: string, attribs: Record<string, string>): void {
    const parent = this.tagStack[this.tagStack.length - 1];
    super.onopentag(name, attribs);
    const element = this.tagStack[this.tagStack.length - 1] as Element;
    // css-select, like the browser, never looks into a <template>'s content.
    const isInTemplate =
      parent !== undefined &&
      'name' in parent &&
      (parent.name === 'template' || this.inTemplates.has(parent));
    if (isInTemplate) this.inTemplates.add(element);
    else this.elements.push(element);
  }

  isOpen(element: Element): boolean {
    return this.tagStack.includes(element);
  }
}

/**
 * A page's document that parses its HTML only as far as the readers' questions need, a chunk of
 * text at a time. Whether an element matches a selector without a pseudo-class is settled by what
 * precedes its start tag's end (its attributes, ancestors and earlier siblings), and htmlparser2
 * never moves a node once placed: so the first match among the elements parsed so far is the first
 * in the whole page, and each chunk only needs its new elements tested. An element is handed out
 * once its end tag is read, whole. A selector that matches nothing, a pseudo-class (`:last-child`
 * and `:has()` look ahead) and `querySelectorAll` read the whole page.
 */
export class LazyDocument implements PageDocument {
  private readonly handler = new ListingHandler();
  private readonly parser = new Parser(this.handler);
  private parsed = 0;
  private isDone = false;

  constructor(private readonly chunks: Iterator<string>) {}

  /** How many characters of the page have been parsed so far. */
  get parsedLength(): number {
    return this.parsed;
  }

  querySelector(selector: string): PageElement | null {
    const matches = query(selector);
    if (selector.includes(':')) this.parseAll();
    for (let index = 0; ; index += 1) {
      const element = this.elementAt(index);
      if (!element) return null;
      if (matches(element)) {
        while (!this.isDone && this.handler.isOpen(element)) this.parseMore();
        return new ParsedElement(element);
      }
    }
  }

  querySelectorAll(selector: string): ArrayLike<PageElement> {
    this.parseAll();
    return selectAll(query(selector), this.handler.root).map((found) => new ParsedElement(found));
  }

  /** The page's `index`th element, parsing as far as it takes; null past the last. */
  private elementAt(index: number): Element | null {
    const { elements } = this.handler;
    while (index >= elements.length && !this.isDone) this.parseMore();
    return elements[index] ?? null;
  }

  private parseAll(): void {
    while (!this.isDone) this.parseMore();
  }

  private parseMore(): void {
    const chunk = this.chunks.next();
    if (chunk.done) {
      this.parser.end();
      this.isDone = true;
    } else {
      this.parser.write(chunk.value);
      this.parsed += chunk.value.length;
    }
  }
}
