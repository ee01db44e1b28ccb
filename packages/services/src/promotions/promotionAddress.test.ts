import { describe, expect, test } from 'vitest';
import { parsePromotionAddress, promotionAddress } from './promotionAddress';

describe('the promotion lists’ address', () => {
  test('reads and writes the store and the page', () => {
    const query = parsePromotionAddress(new URLSearchParams('site=83&page=2&min=5'));
    expect(query).toEqual({ page: 2, siteId: 83 });
    expect(promotionAddress(query).toString()).toBe('site=83&page=2');
  });

  test('reads and writes 仅看有货, and leaves it out when off', () => {
    const query = parsePromotionAddress(new URLSearchParams('stock=1&site=3'));
    expect(query).toEqual({ page: 1, siteId: 3, isInStockOnly: true });
    expect(promotionAddress(query).toString()).toBe('site=3&stock=1');
    expect(parsePromotionAddress(new URLSearchParams('stock=0'))).not.toHaveProperty(
      'isInStockOnly',
    );
  });

  test('drops bad values', () => {
    const query = parsePromotionAddress(new URLSearchParams('site=jd&page=0'));
    expect(query).toEqual({ page: 1, siteId: undefined });
    expect(promotionAddress(query).toString()).toBe('');
  });
});
