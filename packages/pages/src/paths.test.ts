import { describe, expect, it } from 'vitest';
import { aiComparePath, aiRatePath } from './common/aiPaths';
import { paths } from './paths';

describe('paths', () => {
  it('builds the spec paths from the route table', () => {
    expect(paths.home()).toBe('/home');
    expect(paths.category('digital')).toBe('/home/digital');
    expect(paths.history('100012043978-3')).toBe('/trend/100012043978-3.html');
    expect(paths.product('100012043978-3')).toBe('/crc64/dp100012043978-3');
    expect(paths.whereBuy('100012043978-3')).toBe('/crc64/dp100012043978-3/where_buy');
    expect(paths.productDesc('B0C1234567-1')).toBe('/crc64/dpB0C1234567-1/desc');
    expect(paths.us('zhaopin')).toBe('/us/zhaopin');
    expect(paths.accountPhone()).toBe('/mine/setting?view=phone');
    expect(paths.collection()).toBe('/mine/collection');
    expect(paths.priceProtect()).toBe('/mine/price_protect');
    expect(paths.credit()).toBe('/mine/credit');
    expect(paths.follow()).toBe('/mine/follow');
    expect(paths.notice()).toBe('/mine/notice');
  });

  it('encodes parameters and query values', () => {
    expect(paths.category('a b')).toBe('/home/a%20b');
    expect(paths.userLogin('/crc64/dp1-3?x=1')).toBe('/user_login?from=%2Fcrc64%2Fdp1-3%3Fx%3D1');
    expect(paths.historyOfUrl('https://item.jd.com/1.html')).toBe(
      '/trend/history?url=https%3A%2F%2Fitem.jd.com%2F1.html',
    );
    expect(paths.middleQr('1-3')).toBe('/product/middle_qr?dpid=1-3');
  });
});

describe('AI page paths', () => {
  it('name one product to rate and 0–4 to compare', () => {
    expect(aiRatePath('100012043978-3')).toBe('/ext/ai_rate?dp=100012043978-3');
    expect(aiComparePath(['1-3', '2-83'])).toBe('/ext/ai_compare?dp=1-3&dp=2-83');
    expect(aiComparePath([])).toBe('/ext/ai_compare');
  });
});
