import { describe, expect, test } from 'vitest';
import {
  checkNavigation,
  chromiumVersion,
  detectBrowser,
  extractUrls,
  formatPrice,
  formatWan,
  isAccount,
  isDpId,
  isEmail,
  isPhone,
  isScriptUrl,
  maskPhone,
  matchSitePath,
  needsLegacyCookies,
  needsTabMargin,
  normalizePhone,
  parseDpId,
  parseProductUrl,
  safeRedirect,
  sanitizeStatus,
  signParams,
  toDesktopUrl,
  validateAccountLogin,
  validateNewPassword,
  validatePhoneLogin,
} from './index.js';

/** CPU time this process has used, in microseconds (Node's `process.cpuUsage`). */
interface CpuUsage {
  readonly user: number;
  readonly system: number;
}

// Core compiles without DOM or Node types; the unit tests run in Node, which has the global.
declare const process: { cpuUsage(since?: CpuUsage): CpuUsage };

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

// Pieces of the inputs the parsers meet, so random strings reach deep into every branch.
const FRAGMENTS = [
  'https://',
  'http://',
  'HTTPS://',
  'item.jd.com/',
  'item.m.jd.com/product/',
  'detail.tmall.com/item.htm?id=',
  'h5.m.taobao.com/awp/core/detail.htm?id=',
  'mobile.yangkeduo.com/goods.html?goods_id=',
  'detail.vip.com/detail-',
  'www.amazon.cn/dp/',
  'B07FKTZC4M',
  'u.jd.com/',
  '.example.net',
  '123456789',
  '.html',
  '?',
  '&',
  '=',
  '#',
  '@',
  ':',
  '%',
  '%2F',
  '%25',
  '%E4%B8',
  '//',
  '/',
  '\\',
  ' ',
  '【',
  '】',
  '「',
  '，',
  '。',
  '￥',
  'javascript:',
  'data:',
  '\t',
  '\n',
  '\u0000',
  '\u3000',
  '1',
  'a',
  '-',
  '_',
  '.',
  '+86',
  '＋８６',
  '138',
  'ｕ',
  '\ud83d',
  '😀',
  'id=',
  '-3',
  'Chrome/',
  'MicroMessenger/',
  'QQBrowser/',
  'Firefox/',
];

function randomText(random: () => number, maxParts: number): string {
  let text = '';
  const parts = Math.floor(random() * maxParts);
  for (let i = 0; i < parts; i += 1) {
    text +=
      random() < 0.75
        ? FRAGMENTS[Math.floor(random() * FRAGMENTS.length)]
        : String.fromCharCode(Math.floor(random() * 0x10000));
  }
  return text;
}

const ORIGIN = 'https://pricetrail.example';

const STRING_PARSERS: Record<string, (input: string) => unknown> = {
  parseProductUrl,
  extractUrls,
  toDesktopUrl,
  normalizePhone,
  isPhone,
  maskPhone,
  isEmail,
  isAccount,
  parseDpId,
  isDpId,
  matchSitePath,
  detectBrowser,
  chromiumVersion,
  needsLegacyCookies,
  needsTabMargin,
  isScriptUrl,
  validateNewPassword,
  validateAccountLogin: (input) => validateAccountLogin({ account: input, passwd: input }),
  validatePhoneLogin: (input) => validatePhoneLogin({ phone: input, code: input, capi: input }),
  signParams: (input) => signParams({ [input.slice(0, 8)]: input, t: 1 }, 'User/Login'),
  safeRedirect: (input) => safeRedirect(input, input),
  checkNavigation: (input) => {
    try {
      checkNavigation(input, { origin: ORIGIN });
    } catch (error) {
      // Refusing is an answer; anything but the spec's two errors is a defect.
      if (!(error instanceof Error) || !/external URL|script protocol/.test(error.message)) {
        throw error;
      }
    }
  },
};

describe('fuzz', () => {
  test('5,000 random strings never make a parser throw', () => {
    const random = mulberry32(20261122);
    const failures: string[] = [];
    for (let i = 0; i < 5000; i += 1) {
      const input = randomText(random, 16);
      for (const [name, parse] of Object.entries(STRING_PARSERS)) {
        try {
          parse(input);
        } catch (error) {
          failures.push(`${name}(${JSON.stringify(input)}) threw ${String(error)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  test('parsers keep their promises on random strings', () => {
    const random = mulberry32(7);
    const broken: string[] = [];
    for (let i = 0; i < 3000; i += 1) {
      const input = randomText(random, 16);
      const redirect = safeRedirect(input, null);
      if (!redirect.startsWith('/') || redirect.startsWith('//') || /[\\\s]/.test(redirect)) {
        broken.push(`safeRedirect(${JSON.stringify(input)}) = ${redirect}`);
      }
      const phone = normalizePhone(input);
      if (phone !== null && !/^1[3-9]\d{9}$/.test(phone)) {
        broken.push(`normalizePhone(${JSON.stringify(input)}) = ${phone}`);
      }
      const parsed = parseProductUrl(input);
      if ('dpId' in parsed && !isDpId(parsed.dpId)) {
        broken.push(`parseProductUrl(${JSON.stringify(input)}) = ${parsed.dpId}`);
      }
    }
    expect(broken).toEqual([]);
  });

  test('random numbers never make a formatter throw', () => {
    const random = mulberry32(99);
    const specials = [0, -0, 1e21, -1e21, Number.NaN, Infinity, -Infinity, Number.MAX_VALUE];
    const numbers = [...specials, ...Array.from({ length: 2000 }, () => (random() - 0.5) * 1e12)];
    for (const value of numbers) {
      expect(typeof formatWan(value)).toBe('string');
      expect(typeof formatPrice(value, Math.floor(random() * 1000))).toBe('string');
      expect(sanitizeStatus(value)).toBeGreaterThanOrEqual(100);
    }
  });
});

const HUNDRED_KB = 100_000;

describe.each([
  ['repeated schemes', 'https://'.repeat(HUNDRED_KB / 8)],
  ['one long path', `https://item.jd.com/${'1'.repeat(HUNDRED_KB)}.html`],
  ['one long query', `https://detail.tmall.com/item.htm?${'id=1&'.repeat(HUNDRED_KB / 5)}`],
  [
    'a share text',
    `【京东】${'好'.repeat(HUNDRED_KB / 2)} https://item.jd.com/1238838350.html ${'a'.repeat(HUNDRED_KB / 2)}`,
  ],
  ['dots', 'a.'.repeat(HUNDRED_KB / 2)],
  ['at signs and dots', `${'a@a.'.repeat(HUNDRED_KB / 4)}x`],
  ['digits and dashes', '1-'.repeat(HUNDRED_KB / 2)],
  ['encoded slashes', `/${'%252F'.repeat(HUNDRED_KB / 5)}`],
  ['spaces then a scheme', `${' '.repeat(HUNDRED_KB)}javascript:alert(1)`],
  ['a user agent', `Mozilla/5.0 ${'Chrome/1 '.repeat(HUNDRED_KB / 9)}`],
  ['random text', randomText(mulberry32(42), 60_000).slice(0, HUNDRED_KB)],
])('a 100 KB input (%s)', (_name, input) => {
  // Linear work on 100 KB takes a few ms of CPU and quadratic work seconds; the bound sits far from
  // both. It counts this process's CPU time, not the wall clock, so a machine busy with other work
  // (which only delays us) cannot fail it.
  test.each(Object.entries(STRING_PARSERS))('%s answers in linear time', (_parser, parse) => {
    parse('https://item.jd.com/1238838350.html');
    const started = process.cpuUsage();
    parse(input);
    const { user, system } = process.cpuUsage(started);
    expect((user + system) / 1000).toBeLessThan(250);
  });
});
