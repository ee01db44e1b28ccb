import { describe, expect, test } from 'vitest';
import { parsePromotionAddress, promotionAddress } from './promotionAddress';

describe('the promotion lists’ address', () => {
  test('reads and writes the store and the page', () => {
    const query = parsePromotionAddress(new URLSearchParams('site=83&page=2&min=5'));
    expect(query).toEqual({ page: 2, siteId: 83 });
    expect(promotionAddress(query).toString()).toBe('site=83&page=2');
  });

  test('drops bad values', () => {
    const query = parsePromotionAddress(new URLSearchParams('site=jd&page=0'));
    expect(query).toEqual({ page: 1, siteId: undefined });
    expect(promotionAddress(query).toString()).toBe('');
  });
});
