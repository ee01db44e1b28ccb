import type { HtmlTagDescriptor, Plugin } from 'vite';
// core's source: this file runs in plain Node, before core is built.
import { COLOUR_SCHEME_SCRIPT } from '../packages/core/src/rendering/colourScheme.ts';

const TAG: HtmlTagDescriptor = { tag: 'script', children: COLOUR_SCHEME_SCRIPT, injectTo: 'head' };

/**
 * Puts the inline script that applies the shopper's 外观 choice into `index.html`'s head, which
 * every server-rendered page and the app shell copy; Vite gives it the page's nonce (`html.cspNonce`).
 */
export function colourSchemeScript(): Plugin {
  return { name: 'pricetrail-colour-scheme-script', transformIndexHtml: () => [TAG] };
}
