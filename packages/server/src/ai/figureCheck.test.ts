import { describe, expect, test } from 'vitest';
import { checkFigures } from './figureCheck.js';

// The data holds ¥6,299.00, ¥1.2 万 and ¥120: anything else an answer states as money is unknown.
const ALLOWED = new Set([629_900, 1_200_000, 12_000]);
const check = (text: string) => checkFigures(text, ALLOWED).unknown;

describe('checkFigures', () => {
  test('figures the data holds pass, written with ¥, ￥ or 元', () => {
    expect(check('现价 ¥6,299.00，也就是 6299 元；￥120 的那款更便宜。')).toEqual([]);
  });

  test('a figure the data does not hold is named as written', () => {
    expect(check('会员价 ¥5888.00，券后 5,888 元')).toEqual(['¥5888.00', '5,888 元']);
  });

  test.each([
    ['¥１', '¥１'],
    ['只要１元', '１元'],
    ['￥１．００', '￥１．００'],
    ['到手 ５８８８ 元', '５８８８ 元'],
  ])('full-width digits: %s', (text, figure) => {
    expect(check(text)).toEqual([figure]);
  });

  test.each([
    ['现在一元就能买', '一元'],
    ['一元钱', '一元钱'],
    ['只要十块', '十块'],
    ['一百二十元', undefined],
    ['一百二十一元', '一百二十一元'],
    ['两百元', '两百元'],
    ['两千零五元', '两千零五元'],
    ['三块五', '三块五'],
    ['五毛钱', '五毛钱'],
    ['三元五角', '三元五角'],
    ['一块五毛钱', '一块五毛钱'],
    ['一点五元', '一点五元'],
    ['两万五千元', '两万五千元'],
    ['只要两万五', '两万五'],
  ])('Chinese numerals: %s', (text, figure) => {
    expect(check(text)).toEqual(figure === undefined ? [] : [figure]);
  });

  test.each([
    ['1.2万元', undefined],
    ['¥1.2万', undefined],
    ['1.3万元', '1.3万元'],
    ['一万二千元', undefined],
    ['到手价1.3万', '1.3万'],
    ['12万块', '12万块'],
  ])('amounts in 万: %s', (text, figure) => {
    expect(check(text)).toEqual(figure === undefined ? [] : [figure]);
  });

  test.each([
    ['1 块钱', '1 块钱'],
    ['10块', '10块'],
    ['10 元钱', '10 元钱'],
    ['120块钱', undefined],
  ])('块, 块钱 and 元钱: %s', (text, figure) => {
    expect(check(text)).toEqual(figure === undefined ? [] : [figure]);
  });

  test.each([
    ['RMB 1.00', 'RMB 1.00'],
    ['rmb1', 'rmb1'],
    ['CNY 1', 'CNY 1'],
    ['人民币1元', '人民币1元'],
    ['1 RMB', '1 RMB'],
    ['100 CNY', '100 CNY'],
    ['6299人民币', undefined],
  ])('RMB, CNY and 人民币: %s', (text, figure) => {
    expect(check(text)).toEqual(figure === undefined ? [] : [figure]);
  });

  test.each([
    ['只要１', '１'],
    ['仅售 1 ，快买', '1'],
    ['券后价：99', '99'],
  ])('a bare number after a price word: %s', (text, figure) => {
    expect(check(text)).toEqual([figure]);
  });

  test('zero-width characters do not hide a figure', () => {
    expect(check('¥\u200b1')).toEqual(['¥\u200b1']);
  });

  test.each([
    '距离下一个 618 还有 30 天',
    '千万别急着买，价格一直在降',
    '近 30 天最低，价格 30 天内降了两次，仅 2 件库存',
    '这块手表和那两块电池',
    '双11 当天价格（2025-11-11）',
    '2027元旦前后',
    '第二件半价，满300减40，8.5折',
    '价格 2025-11-11 创新低',
  ])('words that are not money stay out: %s', (text) => {
    expect(check(text)).toEqual([]);
  });
});
