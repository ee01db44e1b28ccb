import { describe, expect, test } from 'vitest';
import { currencyCode, currencySymbol, formatPrice } from './currency.js';

describe('currencySymbol follows the behaviour.md §9 table', () => {
  test.each([
    [[228, 238, 230, 245, 724, 341], '$'],
    [[389, 393, 362, 540], 'AU$'],
    [[229, 506], 'JP¥'],
    [[107, 246, 365, 363, 404, 821], '€'],
    [[266, 248, 255, 357, 388, 609], '£'],
    [[392], 'NZ$'],
    [[366], 'CDN$'],
    [[3, 83, 123, 25, 129, 1, 2, 0, 999, 227, -228, 228.5], '¥'],
  ])('%j → %s', (ids, symbol) => {
    for (const id of ids) expect(currencySymbol(id)).toBe(symbol);
  });

  test('no site id is yuan', () => {
    expect(currencySymbol()).toBe('¥');
    expect(currencySymbol(null)).toBe('¥');
  });
});

test.each([
  [1999, undefined, '¥19.99'],
  [1999, 3, '¥19.99'],
  [500, 228, '$5.00'],
  [500, 341, '$5.00'],
  [129900, 229, 'JP¥1299.00'],
  [2599, 389, 'AU$25.99'],
  [4999, 107, '€49.99'],
  [1234567, 266, '£12345.67'],
  [1000, 392, 'NZ$10.00'],
  [99, 366, 'CDN$0.99'],
  [0, 3, '¥0.00'],
  [1, 3, '¥0.01'],
  [10, 3, '¥0.10'],
  [-250, 3, '-¥2.50'],
  [1999.6, 3, '¥20.00'],
])('formatPrice(%d, %s) = %s', (fen, siteId, expected) => {
  expect(formatPrice(fen, siteId)).toBe(expected);
});

describe('currencyCode', () => {
  test('names the ISO currency of the symbol a site prices with, yuan by default', () => {
    expect(currencyCode(3)).toBe('CNY');
    expect(currencyCode(undefined)).toBe('CNY');
    expect(currencyCode(228)).toBe('USD');
    expect(currencyCode(229)).toBe('JPY');
    expect(currencyCode(107)).toBe('EUR');
    expect(currencyCode(366)).toBe('CAD');
  });
});
