import { describe, expect, test } from 'vitest';
import { currencySymbol, formatPrice } from './currency.js';
import { formatWan } from './wan.js';

describe('currencySymbol follows the spec §9 table', () => {
  test.each([
    [[228, 238, 230, 245, 724, 341], '$'],
    [[389, 393, 362, 540], 'AU$'],
    [[229, 506], 'JP¥'],
    [[107, 246, 365, 363, 404, 821], '€'],
    [[266, 248, 255, 357, 388, 609], '£'],
    [[392], 'NZ$'],
    [[366], 'CDN$'],
    [[3, 83, 123, 1, 0, 999, 227], '¥'],
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
  [500, 228, '$5.00'],
  [0, 3, '¥0.00'],
  [1, 3, '¥0.01'],
  [1234567, 266, '£12345.67'],
  [99, 366, 'CDN$0.99'],
  [-250, 3, '-¥2.50'],
  [1999.6, 3, '¥20.00'],
])('formatPrice(%d, %s) = %s', (fen, siteId, expected) => {
  expect(formatPrice(fen, siteId)).toBe(expected);
});

test.each([
  [12345, '1.23万'],
  [10001, '1.00万'],
  [10000, '10000'],
  [9999, '9999'],
  [0, '0'],
  [19999, '2.00万'],
  [1234567, '123.46万'],
])('formatWan(%d) = %s', (value, expected) => {
  expect(formatWan(value)).toBe(expected);
});
