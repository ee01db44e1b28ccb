import { describe, expect, test } from 'vitest';
import { isPhone, maskPhone, normalizePhone } from './phone.js';

describe('normalizePhone', () => {
  test.each([
    ['13812345678', '13812345678'],
    ['  13812345678  ', '13812345678'],
    ['\t13812345678\n', '13812345678'],
    ['138 1234 5678', '13812345678'],
    ['138-1234-5678', '13812345678'],
    ['+86 138 1234 5678', '13812345678'],
    ['+8613812345678', '13812345678'],
    ['+86-138-1234-5678', '13812345678'],
    ['0086-138-1234-5678', '13812345678'],
    ['008613812345678', '13812345678'],
    ['86-13812345678', '13812345678'],
    ['8613812345678', '13812345678'],
    ['１３８１２３４５６７８', '13812345678'],
    ['＋８６ １３８１２３４５６７８', '13812345678'],
    ['１３８－１２３４－５６７８', '13812345678'],
    ['138\u30001234\u30005678', '13812345678'],
    ['13012345678', '13012345678'],
    ['14512345678', '14512345678'],
    ['16612345678', '16612345678'],
    ['17712345678', '17712345678'],
    ['19912345678', '19912345678'],
  ])('%j → %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
    expect(isPhone(input)).toBe(true);
  });

  test.each([
    ['empty', ''],
    ['10 digits', '1381234567'],
    ['12 digits', '138123456789'],
    ['second digit 0', '10812345678'],
    ['second digit 1', '11812345678'],
    ['second digit 2', '12812345678'],
    ['first digit 2', '23812345678'],
    ['another country code', '+1 13812345678'],
    ['a letter', '138-1234-567a'],
    ['a twelfth digit', '138 1234 5678 9'],
    ['two country codes', '+86 +86 13812345678'],
    ['86 prefix on 10 digits', '861381234567'],
    ['a plus sign alone', '+13812345678'],
    ['a landline', '010-12345678'],
    ['dots', '138.1234.5678'],
    ['a 100-digit run', '1'.repeat(100)],
  ])('%s (%j) is not a mainland mobile number', (_name, input) => {
    expect(normalizePhone(input)).toBeNull();
    expect(isPhone(input)).toBe(false);
  });
});

describe('maskPhone', () => {
  test.each([
    ['13812345678', '138*****678'],
    ['+86 199 0000 1234', '199*****234'],
    ['１５９１２３４５６７８', '159*****678'],
  ])('%j → %s', (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });
});
