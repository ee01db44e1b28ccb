import { expect, test } from 'vitest';
import { isDpId, parseDpId, toDpId } from './dpId.js';

test.each([
  ['1238838350-3', { itemId: '1238838350', siteId: 3 }],
  ['100012043978-3', { itemId: '100012043978', siteId: 3 }],
  ['527075698825-83', { itemId: '527075698825', siteId: 83 }],
  ['525658240175-123', { itemId: '525658240175', siteId: 123 }],
  ['10594258397-25', { itemId: '10594258397', siteId: 25 }],
  ['476811105-129', { itemId: '476811105', siteId: 129 }],
  ['2165318917-353', { itemId: '2165318917', siteId: 353 }],
  ['B07FKTZC4M-2', { itemId: 'B07FKTZC4M', siteId: 2 }],
  ['B08N5WRWNW-228', { itemId: 'B08N5WRWNW', siteId: 228 }],
])('%s parses', (value, parts) => {
  expect(parseDpId(value)).toEqual(parts);
  expect(isDpId(value)).toBe(true);
  expect(toDpId(parts.itemId, parts.siteId)).toBe(value);
});

test.each([
  ['empty', ''],
  ['no site', '123'],
  ['an empty site', '123-'],
  ['an empty item', '-3'],
  ['an unknown site', '123-9999'],
  ['an unknown short site', '123-4'],
  ['letters that are no ASIN', 'abc-3'],
  ['two sites', '123-3-3'],
  ['a space', '123 -3'],
  ['a trailing letter', '1238838350-03x'],
  ['a zero-padded site', '1238838350-03'],
  ['a lower-case ASIN', 'b07fktzc4m-2'],
  ['an 11-character ASIN', 'B07FKTZC4MX-2'],
  ['21 digits', `${'1'.repeat(21)}-3`],
  ['a .html suffix', '1238838350-3.html'],
  ['full-width digits', '１２３-3'],
  ['a path', '../1-3'],
])('%s (%j) is malformed', (_name, value) => {
  expect(parseDpId(value)).toBeNull();
  expect(isDpId(value)).toBe(false);
});
