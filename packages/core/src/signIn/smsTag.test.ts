import { describe, expect, it } from 'vitest';
import { SMS_TAGS, isSmsRequestTag, toSmsTag } from './smsTag.js';

describe('toSmsTag', () => {
  it("sends 'register' as 'login' and every other tag as itself", () => {
    expect(toSmsTag('register')).toBe('login');
    expect(SMS_TAGS.map(toSmsTag)).toEqual([...SMS_TAGS]);
  });
});

describe('isSmsRequestTag', () => {
  it('accepts the spec tags and register, nothing else', () => {
    expect([...SMS_TAGS, 'register'].every(isSmsRequestTag)).toBe(true);
    expect(['', 'Login', 'signup'].some(isSmsRequestTag)).toBe(false);
  });
});
