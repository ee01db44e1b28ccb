import { describe, expect, it } from 'vitest';
import { isPublishablePriceKind } from './publishable.js';

describe('isPublishablePriceKind', () => {
  it('publishes what anyone can pay, never a members-only or new-customer price', () => {
    expect(isPublishablePriceKind('public')).toBe(true);
    expect(isPublishablePriceKind('group')).toBe(true);
    expect(isPublishablePriceKind('member')).toBe(false);
    expect(isPublishablePriceKind('new_customer')).toBe(false);
  });
});
