import { expect, test } from 'vitest';
import { isMembersOnly, withoutMembersOnly } from './membersOnly.js';

test('member prices and members-only savings are told apart from what anyone gets', () => {
  for (const text of ['PLUS会员价', '88VIP会员价', 'SUPER会员价', '超级VIP会员价', 'plus专享券']) {
    expect.soft(isMembersOnly(text)).toBe(true);
  }
  for (const text of ['满300减40', '领券立减20', '每满200减20', '百亿补贴', '618大促']) {
    expect.soft(isMembersOnly(text)).toBe(false);
  }
});

test('a joined text keeps only what anyone gets', () => {
  expect(withoutMembersOnly('满300减40；PLUS专享95折；领券立减20')).toBe('满300减40；领券立减20');
  expect(withoutMembersOnly('88VIP会员价')).toBeNull();
  expect(withoutMembersOnly(null)).toBeNull();
});
