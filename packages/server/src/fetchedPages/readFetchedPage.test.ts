import { readdirSync } from 'node:fs';
import { expect, test } from 'vitest';
import {
  STORE_PAGES_DIR,
  expectedReading,
  storePageBytes,
  storePageFixtures,
} from '../testing/storePageFixtures.js';
import { readFetchedPage } from './readFetchedPage.js';

const fixtures = storePageFixtures();

test.each(fixtures.map((fixture) => [fixture.file, fixture] as const))(
  '%s reads as its manifest says',
  (_file, fixture) => {
    expect(readFetchedPage(fixture.url, storePageBytes(fixture))).toEqual(expectedReading(fixture));
  },
);

test('every fixture file on disk is in the manifest', () => {
  const onDisk = readdirSync(STORE_PAGES_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();
  expect(fixtures.map((fixture) => fixture.file).sort()).toEqual(onDisk);
});

function fixtureBytes(file: string): Uint8Array {
  const fixture = fixtures.find((entry) => entry.file === file);
  if (!fixture) throw new Error(`no fixture ${file}`);
  return storePageBytes(fixture);
}

test("a store's own login page (a redirect away from the item) is still named a login wall", () => {
  const reading = readFetchedPage(
    'https://passport.jd.com/new/login.aspx?ReturnUrl=https%3A%2F%2Fitem.jd.com%2F1.html',
    fixtureBytes('jd/login-wall.html'),
  );
  expect(reading).toMatchObject({ ok: false, problem: 'login_wall', message: '商城要求登录' });
});

test('a product page of a store without a reader, or no URL at all, is an unsupported store', () => {
  const page = fixtureBytes('jd/classic-filled.html');
  for (const url of ['https://detail.1688.com/offer/612345678901.html', 'not a url']) {
    expect(readFetchedPage(url, page)).toEqual({
      ok: false,
      problem: 'unsupported_store',
      message: '暂不支持读取该商城的页面',
    });
  }
});

test('a price node that reads ¥0.00 is no price', () => {
  const html = new TextDecoder().decode(fixtureBytes('jd/classic-filled.html'));
  const zero = html.replace('J-p-100008348542">4999.00', 'J-p-100008348542">0.00');
  expect(
    readFetchedPage('https://item.jd.com/100008348542.html', new TextEncoder().encode(zero)),
  ).toMatchObject({ ok: false, problem: 'price_by_script' });
});
