import { describe, expect, test } from 'vitest';
import { parsePromotionRule, parsePromotionText } from './parseRule.js';

describe('parsePromotionRule', () => {
  test.each([
    ['满300减40', { kind: 'over', threshold: 30_000, amount: 4000, crossStore: false }],
    ['满300元减40元', { kind: 'over', threshold: 30_000, amount: 4000, crossStore: false }],
    ['满 99 减 5.5', { kind: 'over', threshold: 9900, amount: 550, crossStore: false }],
    ['满199-20', { kind: 'over', threshold: 19_900, amount: 2000, crossStore: false }],
    ['每满200减30', { kind: 'each', threshold: 20_000, amount: 3000, crossStore: false }],
    ['跨店满300减50', { kind: 'over', threshold: 30_000, amount: 5000, crossStore: true }],
    ['跨店每满300减50', { kind: 'each', threshold: 30_000, amount: 5000, crossStore: true }],
  ])('reads %s as money off over a threshold', (text, rule) => {
    expect(parsePromotionRule(text)).toEqual({ ...rule, text });
  });

  test.each([
    ['8折', 80],
    ['8.5折', 85],
    ['打9折', 90],
    ['全场7.5折', 75],
  ])('reads %s as paying %i percent', (text, payPercent) => {
    expect(parsePromotionRule(text)).toEqual({ kind: 'discount', payPercent, text });
  });

  test.each(['第二件半价', '第2件半价'])('reads %s as the second item at half price', (text) => {
    expect(parsePromotionRule(text)).toEqual({ kind: 'secondHalf', text });
  });

  test.each([
    ['领券减20', 2000],
    ['领券立减15', 1500],
    ['领券减 9.9元', 990],
  ])('reads %s as a coupon of %i fen', (text, amount) => {
    expect(parsePromotionRule(text)).toEqual({ kind: 'coupon', amount, text });
  });

  test('reads a presale deposit that is worth more at the end', () => {
    expect(parsePromotionRule('定金50抵150')).toEqual({
      kind: 'deposit',
      deposit: 5000,
      worth: 15_000,
      text: '定金50抵150',
    });
  });

  test.each([
    '618大促',
    'PLUS会员价',
    '满40减300',
    '满300减0',
    '0折',
    '10折',
    '8.55折',
    '第三件半价',
    '领券减0',
    '定金150抵50',
    '满减',
    '',
  ])('keeps %j as text', (text) => {
    expect(parsePromotionRule(text)).toEqual({ kind: 'text', text });
  });

  test('trims the text it keeps', () => {
    expect(parsePromotionRule('  满300减40 ')).toMatchObject({ kind: 'over', text: '满300减40' });
  });
});

describe('parsePromotionText', () => {
  test('reads each rule of a text that strings several together', () => {
    expect(parsePromotionText('满300减40，8折；第二件半价').map((rule) => rule.kind)).toEqual([
      'over',
      'discount',
      'secondHalf',
    ]);
  });

  test('keeps the parts it cannot read as text beside the ones it can', () => {
    expect(parsePromotionText('百亿补贴 满300减40')).toEqual([
      { kind: 'text', text: '百亿补贴' },
      { kind: 'over', threshold: 30_000, amount: 4000, crossStore: false, text: '满300减40' },
    ]);
  });

  test('keeps a sentence with no rule in it whole', () => {
    expect(parsePromotionText('限时 秒杀 进行中')).toEqual([
      { kind: 'text', text: '限时 秒杀 进行中' },
    ]);
  });

  test('answers nothing for an empty text', () => {
    expect(parsePromotionText('  ')).toEqual([]);
  });
});
