import { CHINESE_DIGITS, digitValue, NUMERAL_CHARS, numeralValue } from './chineseNumerals.js';
import { foldForFigures, originalOf } from './figureText.js';

/** The outcome of checking an answer's money figures against the data it was written from. */
export interface FigureCheck {
  /** True when every figure is one the data holds. */
  ok: boolean;
  /** The figures as written that the data does not hold. */
  unknown: string[];
}

// Words that put a bare number right after them in the place of a price: 到手价 1299, 只要１.
const PRICE_WORDS = '到手价|券后价|到手|券后|售价|现价|价格|只要|只需|仅需|仅售|仅|低至|才|价';
const BEFORE = String.raw`¥|[Rr][Mm][Bb]|[Cc][Nn][Yy]|人民币`;
// 元 of 元旦 / 元宵 / 元素 / 元件 names no money.
const AFTER = String.raw`元钱|块钱|毛钱|元(?![旦宵素件首])|块|圆|毛|角|[Rr][Mm][Bb]|[Cc][Nn][Yy]|人民币`;
const NUMBER = String.raw`(?:\d{1,3}(?:,\d{3})+(?!\d)|\d+)(?:\.\d+)?`;
const NUMERAL = `(?:${NUMBER}|[${NUMERAL_CHARS}])(?:${NUMBER}|[${NUMERAL_CHARS}点])*`;
const DIGIT = `[0-9${CHINESE_DIGITS}]`;

// Folded text (¥１ reads as ¥1): an optional price word, then ¥ / RMB, the number, 元 / 块 / CNY,
// and the 角 and 分 after 元 or 块 (三块五, 三元五角, 五毛钱).
const FIGURE = new RegExp(
  `(?:(?<word>${PRICE_WORDS})[\\s:]*)?(?<before>${BEFORE})?\\s*(?<number>${NUMERAL})` +
    `(?:\\s*(?<after>${AFTER})(?<tenths>${DIGIT}(?<tenthsUnit>角|毛)?(?:(?<cents>${DIGIT})分)?)?(?<qian>钱)?)?`,
  'gd',
);

// After a bare number: units of things, not money (仅 2 件, 价格 30 天内), and dates or times.
const NOT_MONEY =
  /^(?:[天日月年周件个次倍%折人台款位号期条张家种克斤升岁度寸]|小时|分钟|秒|[-/:]\d)/;
const HAN = /^\p{Script=Han}/u;

interface Figure {
  fen: number;
  start: number;
  end: number;
}

/** The money figure a match names, or undefined when its number is not money. */
function figureOf(match: RegExpExecArray, text: string): Figure | undefined {
  const groups = match.groups ?? {};
  const indices = match.indices?.groups ?? {};
  const { word, before, number = '', tenths, tenthsUnit, cents, qian } = groups;
  let after = groups.after;
  const yuan = numeralValue(number);
  if (yuan === undefined) return undefined;
  const start = (indices.before ?? indices.number)?.[0] ?? match.index;
  let end = match.index + match[0].length;
  // 角 after 元 must be named (三元五角); after 块 a bare digit will do (三块五).
  const hasTenths = tenths !== undefined && (after === '块' || tenthsUnit !== undefined);
  if (tenths !== undefined && !hasTenths) end = indices.after?.[1] ?? end;
  const next = text.slice(end);
  if (after === '块' && !hasTenths && !qian && !word && !before && HAN.test(next)) {
    // 两块电池: 块 counts pieces here.
    after = undefined;
    end = indices.number?.[1] ?? end;
  }
  if (!before && !after) {
    if (!word) return undefined;
    const following = next.trimStart();
    if (NOT_MONEY.test(following)) return undefined;
    // 价格一直在降: a Chinese numeral running into words is a word.
    if (!/\d/.test(number) && HAN.test(following)) return undefined;
  }
  let fen = yuan * 100;
  if (after === '毛' || after === '角' || after === '毛钱') fen = yuan * 10;
  if (hasTenths && tenths) fen += digitValue(tenths.charAt(0)) * 10;
  if (hasTenths && cents) fen += digitValue(cents);
  return { fen: Math.round(fen), start, end };
}

/**
 * Checks every money figure in a finished answer against the prices (fen) its data holds:
 * ¥ / ￥ / RMB / CNY / 人民币 before, 元 / 块 / 元钱 / 块钱 / 毛 after, or a price word such as
 * 到手价 or 只要 in front; full-width digits and Chinese numerals (一百二十元, 两百元, 1.2万) too.
 */
export function checkFigures(text: string, allowed: ReadonlySet<number>): FigureCheck {
  const folded = foldForFigures(text);
  const unknown: string[] = [];
  for (const match of folded.text.matchAll(FIGURE)) {
    const figure = figureOf(match, folded.text);
    if (figure && !allowed.has(figure.fen)) {
      unknown.push(originalOf(text, folded, figure.start, figure.end).trim());
    }
  }
  return { ok: unknown.length === 0, unknown: [...new Set(unknown)] };
}
