import { describe, expect, test } from 'vitest';
import { storePageUrl } from './storePage.js';

describe('storePageUrl', () => {
  test('builds the page from the dp id and the store registry', () => {
    expect(storePageUrl('100012043978-3')).toBe('https://item.jd.com/100012043978.html');
    expect(storePageUrl('600000000001-83')).toBe(
      'https://detail.tmall.com/item.htm?id=600000000001',
    );
    expect(storePageUrl('663050077917-123', 'https://evil.example/item.htm?id=1')).toBe(
      'https://item.taobao.com/item.htm?id=663050077917',
    );
    expect(storePageUrl('not-a-dp-id')).toBeUndefined();
    expect(storePageUrl('12345-99999')).toBeUndefined();
  });

  test('takes a stored link only when it parses back to the same dp id, and rebuilds it', () => {
    const suning = 'https://product.suning.com/0000000000/12345678.html';
    expect(storePageUrl('12345678-25', `${suning}?src=x`)).toBe(suning);
    expect(storePageUrl('12345678-25', 'https://evil.example/0000000000/12345678.html')).toBe(
      undefined,
    );
    expect(storePageUrl('99999999-25', suning)).toBeUndefined();
    expect(storePageUrl('12345678-25')).toBeUndefined();
  });
});
