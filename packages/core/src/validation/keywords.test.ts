import { describe, expect, it } from 'vitest';
import { KEYWORDS_MAX, searchKeywords } from './keywords.js';

describe('searchKeywords', () => {
  it('trims the text and makes each run of spaces one', () => {
    expect(searchKeywords('  空气炸锅 \n  5升  ')).toBe('空气炸锅 5升');
  });

  it('cuts long text to what the search takes', () => {
    expect(searchKeywords('手'.repeat(KEYWORDS_MAX + 20))).toHaveLength(KEYWORDS_MAX);
  });

  it.each([null, undefined, '', '   '])('answers undefined for %j', (text) => {
    expect(searchKeywords(text)).toBeUndefined();
  });
});
