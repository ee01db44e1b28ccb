import { expect, test } from 'vitest';
import {
  checkNavigation,
  detectBrowser,
  extractUrls,
  isEmail,
  normalizePhone,
  parseDpId,
  parseProductUrl,
  safeRedirect,
  toDesktopUrl,
} from './index.js';

// A seeded generator (mulberry32) keeps the fuzz run identical on every machine.
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FRAGMENTS = [
  'https://',
  'http://',
  'item.jd.com/',
  'detail.tmall.com/item.htm?id=',
  '123456789',
  '.html',
  '?',
  '&',
  '=',
  '@',
  '%2F',
  '//',
  '\\',
  ' ',
  '【',
  '】',
  '，',
  '。',
  'javascript:',
  '\t',
  '1',
  'a',
  '-',
  '.',
  '＋８６',
  '138',
  'ｕ',
  '\u0000',
  'id=',
  'goods_id=',
  '/dp/',
  'B07FKTZC4M',
];

function randomText(random: () => number, maxParts: number): string {
  let text = '';
  const parts = Math.floor(random() * maxParts);
  for (let i = 0; i < parts; i += 1) {
    text +=
      random() < 0.7
        ? FRAGMENTS[Math.floor(random() * FRAGMENTS.length)]
        : String.fromCharCode(Math.floor(random() * 0xffff));
  }
  return text;
}

const PARSERS: Array<(input: string) => unknown> = [
  parseProductUrl,
  extractUrls,
  toDesktopUrl,
  normalizePhone,
  isEmail,
  parseDpId,
  detectBrowser,
  (input) => safeRedirect(input, input),
  (input) => {
    try {
      checkNavigation(input, { origin: 'https://pricetrail.example' });
    } catch (error) {
      if (!(error instanceof Error)) throw error;
    }
  },
];

test('thousands of random strings never throw', () => {
  const random = mulberry32(20261122);
  for (let i = 0; i < 5000; i += 1) {
    const input = randomText(random, 12);
    for (const parse of PARSERS) expect(() => parse(input)).not.toThrow();
  }
});

test.each([
  ['repeated schemes', 'https://'.repeat(12_500)],
  ['one long path', `https://item.jd.com/${'1'.repeat(100_000)}.html`],
  [
    'share text',
    `【京东】${'好'.repeat(50_000)} https://item.jd.com/1238838350.html ${'a'.repeat(50_000)}`,
  ],
  ['dots and dashes', `${'a.'.repeat(50_000)}`],
  ['random', randomText(mulberry32(7), 30_000).slice(0, 100_000)],
])('a 100 KB input (%s) is answered in well under 50 ms', (_name, input) => {
  for (const parse of PARSERS) {
    const started = Date.now();
    parse(input);
    expect(Date.now() - started).toBeLessThan(50);
  }
});
