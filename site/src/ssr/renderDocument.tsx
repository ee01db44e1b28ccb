import { CSP_NONCE_PLACEHOLDER } from '@pricetrail/core';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { PAGE_STATE_ID } from '../pageState';
import { codeAfterFirstPaint } from './codeAfterFirstPaint';
import { streamToString } from './streamToString';

/** What surrounds the app in a rendered page. */
export interface DocumentParts {
  /** The browser build's head tags (charset, viewport, icon), copied in first. */
  readonly head: string;
  /** The page's code: the entry script's address, then the modules it preloads. */
  readonly code: readonly string[];
  /** The routed app, rendered into `#root` and hydrated there. */
  readonly app: ReactNode;
  /**
   * The page state for the browser's root store, already escaped (`serialisePageState`); asked
   * for once the page has rendered, so it holds what the render found (the lazy parts shown).
   */
  readonly state: () => string;
  /** Told of an error inside a Suspense boundary: the page still renders, the browser retries it. */
  readonly onError: (error: unknown) => void;
}

// Where the page state goes, filled in after the render.
const STATE_PLACEHOLDER = '<!--pricetrail-page-state-->';

function Document({ app, code }: Pick<DocumentParts, 'app' | 'code'>) {
  return (
    <html lang="zh-CN">
      <head />
      <body>
        <div id="root">{app}</div>
        <script
          type="application/json"
          id={PAGE_STATE_ID}
          dangerouslySetInnerHTML={{ __html: STATE_PLACEHOLDER }}
        />
        <script
          nonce={CSP_NONCE_PLACEHOLDER}
          dangerouslySetInnerHTML={{ __html: codeAfterFirstPaint(code) }}
        />
      </body>
    </html>
  );
}

/**
 * Renders the whole document with React's streaming renderer, once every part is ready (the data
 * is loaded before rendering starts, so that is soon after the shell). React puts the pages'
 * `<title>`, `<meta>` and `<link>` into `<head>`; the build's head goes before them and
 * styled-components' sheet after, so the first paint is styled.
 */
export async function renderDocument({
  head,
  code,
  app,
  state,
  onError,
}: DocumentParts): Promise<string> {
  const sheet = new ServerStyleSheet({ nonce: CSP_NONCE_PLACEHOLDER });
  try {
    const html = await new Promise<string>((resolve, reject) => {
      const stream = renderToPipeableStream(
        sheet.collectStyles(<Document app={app} code={code} />),
        {
          nonce: CSP_NONCE_PLACEHOLDER,
          // The whole page is ready before it is sent: every Suspense boundary goes in its place,
          // none outlined behind an inline script (which a page without JavaScript never runs).
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onAllReady: () => resolve(streamToString(stream)),
          onShellError: reject,
          onError,
        },
      );
    });
    // Replacement functions: a `$&` in a title or a style is text, not a replacement pattern.
    return html
      .replace('<head>', () => `<head>${head}`)
      .replace('</head>', () => `${sheet.getStyleTags()}</head>`)
      .replace(STATE_PLACEHOLDER, state);
  } finally {
    sheet.seal();
  }
}
