import { describe, expect, test } from 'vitest';
import {
  MSG_SUGGESTION_CONTACT,
  MSG_SUGGESTION_EMPTY,
  MSG_SUGGESTION_TOO_LONG,
  SUGGESTION_TEXT_MAX,
  validateSuggestion,
} from './suggestion.js';

describe('validateSuggestion', () => {
  test('text alone is enough', () => {
    expect(validateSuggestion({ text: '希望支持更多商城', contact: '' })).toEqual({});
  });

  test('blank text is refused', () => {
    expect(validateSuggestion({ text: ' \n ', contact: '' })).toEqual({
      text: MSG_SUGGESTION_EMPTY,
    });
  });

  test('text is counted by characters, up to the limit', () => {
    expect(validateSuggestion({ text: '价'.repeat(SUGGESTION_TEXT_MAX), contact: '' })).toEqual({});
    expect(validateSuggestion({ text: '😀'.repeat(SUGGESTION_TEXT_MAX), contact: '' })).toEqual({});
    expect(validateSuggestion({ text: '价'.repeat(SUGGESTION_TEXT_MAX + 1), contact: '' })).toEqual(
      {
        text: MSG_SUGGESTION_TOO_LONG,
      },
    );
  });

  test.each(['13800138000', '+86 138-0013-8000', 'me@example.com'])(
    'contact %s is accepted',
    (contact) => {
      expect(validateSuggestion({ text: '好用', contact })).toEqual({});
    },
  );

  test.each(['12345', 'me@', 'wechat:abc'])('contact %s is refused', (contact) => {
    expect(validateSuggestion({ text: '好用', contact })).toEqual({
      contact: MSG_SUGGESTION_CONTACT,
    });
  });
});
