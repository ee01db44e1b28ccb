import { describe, expect, test } from 'vitest';
import { toCsv } from './csv.js';

describe('toCsv', () => {
  test('starts with a BOM, ends rows with CRLF, and quotes only what needs it', () => {
    const csv = toCsv(
      ['名称', '价格'],
      [
        ['华为 "Mate", 黑色', 1999],
        ['两行\n文字', null],
      ],
    );
    expect(csv).toBe('\uFEFF名称,价格\r\n"华为 ""Mate"", 黑色",1999\r\n"两行\n文字",\r\n');
  });

  test('text that Excel would run as a formula is kept as text; numbers stay numbers', () => {
    const csv = toCsv(['a', 'b', 'c'], [['=HYPERLINK("x")', '-5', -5]]);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",'-5,-5`);
  });
});
