import { describe, expect, test } from 'vitest';
import { understoodPromotion } from './understood.js';

describe('understoodPromotion', () => {
  test.each([
    ['满300减40', '满300减40'],
    ['满 300 元减 40 元', '满300减40'],
    ['跨店每满300减50', '跨店每满300减50'],
    ['全场7.5折', '7.5折'],
    ['第2件半价', '第二件半价'],
    ['领券立减 9.9元', '领券减9.9'],
    ['预售定金50抵150', '定金50抵150'],
    ['满300减40，8折；满300减40', '满300减40，8折'],
  ])('writes %s as the terms it understood: %s', (text, terms) => {
    expect(understoodPromotion(text)).toBe(terms);
  });

  test.each([
    ['限时直降 ¥9999000 加微信领券', null],
    ['加微信 wx_deal88 满300减40', '满300减40'],
    ['QQ群 123456789 领券减20', '领券减20'],
    ['咨询 13800138000 第二件半价', '第二件半价'],
    ['https://evil.example/quan 8折', '8折'],
    ['www.evil.example 领券减5', '领券减5'],
    ['新品上市，欢迎选购', null],
  ])('passes on nothing else of %s', (text, terms) => {
    expect(understoodPromotion(text)).toBe(terms);
  });

  test('an empty or missing text is nothing understood', () => {
    expect(understoodPromotion('')).toBeNull();
    expect(understoodPromotion(null)).toBeNull();
    expect(understoodPromotion(undefined)).toBeNull();
  });
});
