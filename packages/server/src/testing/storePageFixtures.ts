import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  PAGE_PROBLEM_MESSAGES,
  type PageReading,
  type PageProblem,
  type ProductReading,
} from '@pricetrail/core';

/** The folder of store-page fixtures (core owns them; readers, the fake store and benches share them). */
export const STORE_PAGES_DIR = fileURLToPath(
  new URL('../../../core/fixtures/store-pages/', import.meta.url),
);

/** One fixture page: where it lives, the URL it stands for, its charset and what reading it gives. */
export interface StorePageFixture {
  file: string;
  url: string;
  charset: string;
  expect: ProductReading | { problem: PageProblem };
}

/** Every fixture the manifest `index.json` lists. */
export function storePageFixtures(): StorePageFixture[] {
  return JSON.parse(readFileSync(`${STORE_PAGES_DIR}index.json`, 'utf8')) as StorePageFixture[];
}

/** A fixture page's bytes as a store would send them. */
export function storePageBytes(fixture: StorePageFixture): Uint8Array {
  return readFileSync(`${STORE_PAGES_DIR}${fixture.file}`);
}

/** The reading a fixture's manifest entry promises, as `readProductPage` answers it. */
export function expectedReading(fixture: StorePageFixture): PageReading {
  const { expect } = fixture;
  if (!('problem' in expect)) return { ok: true, reading: expect };
  return { ok: false, problem: expect.problem, message: PAGE_PROBLEM_MESSAGES[expect.problem] };
}
