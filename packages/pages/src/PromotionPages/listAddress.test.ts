import { describe, expect, test } from 'vitest';
import { listAddress, parseListAddress } from './listAddress';

describe('the promotion lists’ address', () => {
  test('reads and writes the store and the page', () => {
    const query = parseListAddress(new URLSearchParams('site=83&page=2'));
    expect(query).toEqual({ page: 2, siteId: 83 });
    expect(listAddress(query).toString()).toBe('site=83&page=2');
  });

  test('drops bad values', () => {
    const query = parseListAddress(new URLSearchParams('site=jd&page=0'));
    expect(query).toEqual({ page: 1 });
    expect(listAddress(query).toString()).toBe('');
  });
});
