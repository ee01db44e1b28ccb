import { formatPrice, isWorthTheDetour } from '@pricetrail/core';
import { dayOfDate, shanghaiDay, yearOfDay } from '../calendar.js';
import type { ProductFacts, PromotionFact } from './facts.js';
import { describeTerms } from './promotionTerms.js';
import type { AnswerKind } from './prompt.js';

/** The label an answer written by rules carries instead of a model name. */
export const RULE_LABEL = '规则生成（未使用 AI）';

// Within this share above a low, the price counts as "at" that low.
const NEAR = 0.03;

const yuan = (fen: number) => formatPrice(fen);
const near = (price: number, low: number) => price <= low * (1 + NEAR);

/** Days until the next 618 or 双11 (whichever comes first), counted in Asia/Shanghai days. */
export function nextEvent(now: number): { name: string; days: number } {
  const today = shanghaiDay(now);
  const year = yearOfDay(today);
  const candidates = [
    { name: '618', day: dayOfDate(year, 6, 18) },
    { name: '双11', day: dayOfDate(year, 11, 11) },
    { name: '618', day: dayOfDate(year + 1, 6, 18) },
  ].filter((event) => event.day >= today);
  const next = candidates[0] ?? { name: '618', day: today };
  return { name: next.name, days: next.day - today };
}

function verdict(f: ProductFacts): string {
  if (!f.current || !f.lowest) return '暂无价格记录，无法判断。';
  // The same goods for less in another store beats any judgement of this listing's own history.
  const [cheapest] = f.cheaperElsewhere;
  if (cheapest && isWorthTheDetour(f.current.price, cheapest.price)) {
    const saving = yuan(f.current.price - cheapest.price);
    return `**去${cheapest.store}买更划算**：同款在${cheapest.store} ${yuan(cheapest.price)}，比这里便宜 ${saving}。`;
  }
  if (f.current.price <= f.lowest.price) return '**值得买**：现在就是历史最低价。';
  if (f.low30 !== null && near(f.current.price, f.low30)) {
    return '**可以买**：现价接近近 30 天最低，但仍高于历史最低。';
  }
  if (f.trend === '上涨') return '**建议等等**：价格正在上涨，且高于近期低点。';
  return '**不急着买**：现价高于近期低点。';
}

function position(f: ProductFacts): string[] {
  if (!f.current || !f.lowest) return ['- 暂无价格记录。'];
  const lines = [
    `- 当前到手价 ${yuan(f.current.price)}（${f.current.day}），走势：${f.trend}。`,
    f.current.price <= f.lowest.price
      ? `- 历史最低价 ${yuan(f.lowest.price)}（${f.lowest.day}），现价已到最低。`
      : `- 历史最低价 ${yuan(f.lowest.price)}（${f.lowest.day}），现价比它高 ${yuan(f.aboveLowest ?? 0)}。`,
  ];
  const windows = [
    ['近 30 天最低', f.low30],
    ['近 60 天最低', f.low60],
    ['近 180 天最低', f.low180],
  ] as const;
  const lows = windows.filter(([, value]) => value !== null);
  if (lows.length > 0) {
    lines.push(`- ${lows.map(([name, value]) => `${name} ${yuan(value ?? 0)}`).join('，')}。`);
  }
  if (f.price618) lines.push(`- 618 当天价格 ${yuan(f.price618.price)}（${f.price618.day}）。`);
  if (f.price1111) {
    lines.push(`- 双11 当天价格 ${yuan(f.price1111.price)}（${f.price1111.day}）。`);
  }
  if (f.raisedBeforeSale === true) lines.push('- 注意：这次降价之前刚涨过价（先涨后降）。');
  return lines;
}

function elsewhere(f: ProductFacts): string[] {
  if (f.cheaperElsewhere.length === 0) return ['- 我们收录的其他商城里没有更便宜的同款。'];
  return f.cheaperElsewhere.map((offer) =>
    f.current
      ? `- ${offer.store}：${yuan(offer.price)}，便宜 ${yuan(f.current.price - offer.price)}。`
      : `- ${offer.store}：${yuan(offer.price)}。`,
  );
}

const seen = ({ terms, day }: PromotionFact) => `${describeTerms(terms)}（${day} 见到）`;

// Only what core's promotion reader made of a store's text is told: a text can carry instructions.
function offers(f: ProductFacts): string[] {
  const lines = [
    ...f.promotions.map((fact) => `- 促销：${seen(fact)}`),
    ...f.coupons.map((fact) => `- 优惠券：${seen(fact)}`),
  ];
  if (f.unreadPromotions > 0) {
    lines.push(`- 另有 ${f.unreadPromotions} 条促销或优惠券文字未能识别，未列出。`);
  }
  return lines.length > 0 ? lines : ['- 近 90 天没有记录到促销或优惠券。'];
}

/** The sale to wait for: the store's next one in the promotion calendar, else the next 618 or 双11. */
function saleAhead(f: ProductFacts, now: number): string {
  const sale = f.nextSale;
  if (!sale) {
    const event = nextEvent(now);
    return `距离下一个 ${event.name} 还有 ${event.days} 天`;
  }
  if (sale.daysUntil === 0) return `${sale.name}正在进行（到 ${sale.endDay}）`;
  return `距离${sale.name}（${sale.startDay} 开始）还有 ${sale.daysUntil} 天`;
}

function timing(f: ProductFacts, now: number): string {
  if (!f.current || !f.lowest) return '- 等有了价格记录再来看。';
  if (f.current.price <= f.lowest.price) return '- 现在就是最低价，需要就买。';
  const eventPrices = [f.price618?.price, f.price1111?.price].filter(
    (price): price is number => price !== undefined,
  );
  const eventLow = Math.min(...eventPrices);
  const ahead = saleAhead(f, now);
  if (eventPrices.length > 0 && eventLow < f.current.price) {
    return `- 大促价曾低到 ${yuan(eventLow)}，${ahead}，不急的话可以等。`;
  }
  return `- 大促没有明显更低的记录；${ahead}，需要可以现在买。`;
}

function section(title: string, lines: readonly string[]): string {
  return `## ${title}\n\n${lines.join('\n')}\n`;
}

function demoNote(facts: readonly ProductFacts[]): string {
  return facts.some((f) => f.demo) ? '以下基于演示数据。\n\n' : '';
}

function rate(f: ProductFacts, now: number): string {
  return [
    demoNote([f]) + section('结论', [verdict(f)]),
    section('价格位置', position(f)),
    section('其他商城', elsewhere(f)),
    section('优惠', offers(f)),
    section('购买时机', [timing(f, now)]),
  ].join('\n');
}

// How close a product is to its own historical low: 1 = at the low.
function closeness(f: ProductFacts): number {
  return f.current && f.lowest ? f.lowest.price / f.current.price : 0;
}

function compare(facts: readonly ProductFacts[], now: number): string {
  const named = facts.map((f, index) => ({ f, name: `商品${index + 1}（${f.store}）` }));
  const best = [...named].sort((a, b) => closeness(b.f) - closeness(a.f))[0];
  return [
    demoNote(facts) +
      section(
        '概览',
        named.map(({ f, name }) =>
          f.current
            ? `- ${name}：${f.title}，当前到手价 ${yuan(f.current.price)}。`
            : `- ${name}：${f.title}，暂无价格记录。`,
        ),
      ),
    section(
      '价格走势',
      named.map(({ f, name }) =>
        f.lowest
          ? `- ${name}：走势${f.trend}，历史最低 ${yuan(f.lowest.price)}（${f.lowest.day}）。`
          : `- ${name}：暂无价格记录。`,
      ),
    ),
    section(
      '性价比',
      named.map(({ f, name }) => `- ${name}：${verdict(f).replace(/\*\*/g, '')}`),
    ),
    section(
      '优惠',
      named.flatMap(({ f, name }) => offers(f).map((line) => line.replace('- ', `- ${name} `))),
    ),
    section(
      '推荐',
      best?.f.current
        ? [`- 相对自己的历史价格，${best.name}现在最划算。`, timing(best.f, now)]
        : ['- 这几件商品都没有足够的价格记录，暂时无法推荐。'],
    ),
  ].join('\n');
}

/** Writes the answer's sections from the facts with rules and templates (no model involved). */
export function writeByRules(
  kind: AnswerKind,
  facts: readonly ProductFacts[],
  now: number,
): string {
  const [first] = facts;
  if (kind === 'rate' && first) return rate(first, now);
  return compare(facts, now);
}
