import { describe, expect, it } from 'vitest';
import { KEYWORDS_MAX, searchKeywords } from './keywords.js';

describe('searchKeywords', () => {
  it('trims the text and makes each run of spaces one', () => {
    expect(searchKeywords('  空气炸锅 \n  5升  ')).toBe('空气炸锅 5升');
  });

  // A typed address like /crc64/list?q=%00%01 put them into the page's title and heading.
  it('makes control characters spaces', () => {
    expect(searchKeywords('\u0000空气炸锅\u0001\u007f5升\u009f')).toBe('空气炸锅 5升');
    expect(searchKeywords('\u0000\u0001')).toBeUndefined();
  });

  it('cuts long text to what the search takes', () => {
    expect(searchKeywords('手'.repeat(KEYWORDS_MAX + 20))).toHaveLength(KEYWORDS_MAX);
  });

  it.each([null, undefined, '', '   '])('answers undefined for %j', (text) => {
    expect(searchKeywords(text)).toBeUndefined();
  });
});
