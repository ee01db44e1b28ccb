import { describe, expect, it } from 'vitest';
import { searchTarget } from './searchTarget';

const ORIGIN = 'https://prices.example.com';

describe('searchTarget', () => {
  it('sends a product link to its history page', () => {
    expect(searchTarget(ORIGIN, 'https://item.jd.com/100012043978.html?spm=x')).toBe(
      `${ORIGIN}/trend/100012043978-3.html`,
    );
  });

  it('finds the product in app share text', () => {
    const share =
      '【京东】https://item.m.jd.com/product/100012043978.html「华为 Mate 60」点击链接直接打开';
    expect(searchTarget(ORIGIN, share)).toBe(`${ORIGIN}/trend/100012043978-3.html`);
  });

  it('sends a short link to the lookup page, which the server follows', () => {
    expect(searchTarget(ORIGIN, 'https://u.jd.com/abc123')).toBe(
      `${ORIGIN}/trend/history?url=${encodeURIComponent('https://u.jd.com/abc123')}`,
    );
  });

  it('sends keywords to the catalogue search, spaces tidied', () => {
    expect(searchTarget(ORIGIN, '  华为   Mate 60 ')).toBe(
      `${ORIGIN}/crc64/list?q=${encodeURIComponent('华为 Mate 60')}`,
    );
  });

  it("sends another store's link to the lookup page, which says it is not supported", () => {
    expect(searchTarget(ORIGIN, 'https://www.example.com/item/1')).toBe(
      `${ORIGIN}/trend/history?url=${encodeURIComponent('https://www.example.com/item/1')}`,
    );
  });
});
