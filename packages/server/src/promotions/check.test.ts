import { describe, expect, test } from 'vitest';
import { checkPromotionLine } from './check.js';

const EVENT = {
  type: 'event',
  site: 3,
  name: '京东11.11',
  kind: '双11',
  startsAt: 1_761_580_800,
  endsAt: 1_762_876_799,
  rules: ['跨店每满300减50', '第二件半价', '百亿补贴'],
  products: ['100012043978-3'],
  url: 'https://pro.jd.com/mall/active/1111.html',
};

const COUPON = {
  type: 'coupon',
  site: 'tmall',
  threshold: 30_000,
  amount: 4000,
  validFrom: 1_761_580_800,
  validTo: 1_762_876_799,
  url: 'https://pages.tmall.com/coupon/1.html',
};

describe('checkPromotionLine', () => {
  test('reads an event with its rules parsed and a key from its store, name and start', () => {
    expect(checkPromotionLine(EVENT)).toEqual({
      type: 'event',
      key: `event|3|京东11.11|${EVENT.startsAt}`,
      siteId: 3,
      name: '京东11.11',
      kind: '双11',
      startsAt: EVENT.startsAt,
      endsAt: EVENT.endsAt,
      rules: [
        {
          kind: 'each',
          threshold: 30_000,
          amount: 5000,
          crossStore: true,
          text: '跨店每满300减50',
        },
        { kind: 'secondHalf', text: '第二件半价' },
        { kind: 'text', text: '百亿补贴' },
      ],
      url: 'https://pro.jd.com/mall/active/1111.html',
      products: ['100012043978-3'],
    });
  });

  test('reads a coupon of a store named by its key, with the operator key when given', () => {
    expect(checkPromotionLine({ ...COUPON, key: 'tm-300-40' })).toMatchObject({
      type: 'coupon',
      key: 'tm-300-40',
      siteId: 83,
      threshold: 30_000,
      amount: 4000,
      dpId: null,
      category: null,
    });
  });

  test('takes a coupon without a threshold', () => {
    expect(checkPromotionLine({ ...COUPON, threshold: undefined })).toMatchObject({
      threshold: 0,
      amount: 4000,
    });
  });

  test.each([
    [{ ...EVENT, type: 'sale' }, '类型（type）必须是 event 或 coupon'],
    [{ ...EVENT, site: 9999 }, '未知的商城'],
    [{ ...EVENT, name: ' ' }, '活动名称（name）不能为空'],
    [{ ...EVENT, kind: undefined }, '活动类型'],
    [{ ...EVENT, startsAt: '2026-11-01' }, '开始时间（startsAt）'],
    [{ ...EVENT, endsAt: EVENT.startsAt }, '结束时间（endsAt）必须晚于开始时间'],
    [{ ...EVENT, rules: '满300减40' }, '规则（rules）必须是'],
    [{ ...EVENT, rules: [40] }, '每条规则'],
    [{ ...EVENT, products: ['jd-123'] }, '商品编号格式不正确：jd-123'],
    [{ ...EVENT, url: 'https://jd.com.evil.cn/a' }, '链接（url）必须是京东自己的页面'],
    [{ ...EVENT, url: 'javascript:alert(1)' }, '必须以 http:// 或 https:// 开头'],
    [{ ...COUPON, amount: 0 }, '优惠金额（amount）必须是正整数'],
    [{ ...COUPON, amount: 30_000 }, '优惠金额（amount）必须小于门槛'],
    [{ ...COUPON, threshold: 1.5 }, '门槛（threshold）'],
    [{ ...COUPON, validTo: COUPON.validFrom - 1 }, '失效时间（validTo）必须晚于生效时间'],
    [{ ...COUPON, url: undefined }, '缺少领券链接'],
    [{ ...COUPON, url: 'https://coupon.jd.com/1' }, '必须是天猫自己的页面'],
    [{ ...COUPON, dpId: 'abc' }, '商品编号（dpId）格式不正确'],
    [{ ...COUPON, key: 7 }, '编号（key）'],
  ])('refuses %j in Chinese', (line, reason) => {
    const answer = checkPromotionLine(line as Record<string, unknown>);
    expect(typeof answer).toBe('string');
    expect(answer).toContain(reason);
  });
});
