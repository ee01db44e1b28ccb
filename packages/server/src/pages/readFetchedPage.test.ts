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
