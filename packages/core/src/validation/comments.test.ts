import { describe, expect, test } from 'vitest';
import {
  COMMENT_TEXT_MAX,
  MSG_COMMENT_TOO_LONG,
  MSG_COMMENT_TOO_SHORT,
  commentLength,
  commentProblem,
  isCommentRating,
} from './comments.js';

describe('commentProblem', () => {
  test('two characters after trimming are enough', () => {
    expect(commentProblem('  好用 ')).toBeUndefined();
  });

  test('one character, or blank, is too short', () => {
    expect(commentProblem(' 好 ')).toBe(MSG_COMMENT_TOO_SHORT);
    expect(commentProblem(' \n ')).toBe(MSG_COMMENT_TOO_SHORT);
  });

  test('characters are counted by code point, so an emoji counts once', () => {
    expect(commentLength('👍'.repeat(COMMENT_TEXT_MAX))).toBe(COMMENT_TEXT_MAX);
    expect(commentProblem('👍'.repeat(COMMENT_TEXT_MAX))).toBeUndefined();
    expect(commentProblem('👍'.repeat(COMMENT_TEXT_MAX + 1))).toBe(MSG_COMMENT_TOO_LONG);
  });
});

describe('isCommentRating', () => {
  test('whole stars from 1 to 5 only', () => {
    expect([0, 1, 3, 5, 6, 2.5].map(isCommentRating)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
