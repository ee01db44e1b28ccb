import { expect, test } from 'vitest';
import { commands } from 'vitest/browser';
import manifest from '../../fixtures/store-pages/index.json';
import { PAGE_PROBLEM_MESSAGES } from './helpers.js';
import { readProductPage } from './readProductPage.js';
import type { PageProblem, PageReading, ProductReading } from './types.js';

// The same fixtures the server reads through htmlparser2, here through Chromium's own DOM: the
// live-DOM path the extension will take satisfies the readers' document interface.

// Read through the test server as base64: Vite would serve an .html file as UTF-8 text, and the
// GBK pages must reach the browser as the bytes a store sends.
const FIXTURES = 'packages/core/fixtures/store-pages/';

interface Fixture {
  file: string;
  url: string;
  charset: string;
  expect: ProductReading | { problem: PageProblem };
}

function expected(fixture: Fixture): PageReading {
  const want = fixture.expect;
  if (!('problem' in want)) return { ok: true, reading: want };
  return { ok: false, problem: want.problem, message: PAGE_PROBLEM_MESSAGES[want.problem] };
}

async function liveDocument(fixture: Fixture): Promise<Document> {
  const base64 = await commands.readFile(`${FIXTURES}${fixture.file}`, 'base64');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const html = new TextDecoder(fixture.charset).decode(bytes);
  return new DOMParser().parseFromString(html, 'text/html');
}

test.each((manifest as Fixture[]).map((fixture) => [fixture.file, fixture] as const))(
  '%s reads the same from the browser DOM',
  async (_file, fixture) => {
    const document = await liveDocument(fixture);
    const scripts = Array.from(
      document.querySelectorAll('script:not([src])'),
      (script) => script.textContent ?? '',
    );
    expect(readProductPage({ url: fixture.url, document, scripts })).toEqual(expected(fixture));
  },
);
