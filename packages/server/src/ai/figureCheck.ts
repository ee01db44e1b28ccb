/** The outcome of checking an answer's ¥ figures against the data it was written from. */
export interface FigureCheck {
  /** True when every figure is one the data holds. */
  ok: boolean;
  /** The figures as written that the data does not hold. */
  unknown: string[];
}

// ¥1,299.00 / ￥1299 / ¥ 12.5, and 1299元 / 1,299.00 元.
const FIGURE = /[¥￥]\s?(\d[\d,]*(?:\.\d{1,2})?)|(\d[\d,]*(?:\.\d{1,2})?)\s?元/g;

function toFen(digits: string): number {
  return Math.round(Number(digits.replace(/,/g, '')) * 100);
}

/** Checks every ¥ / 元 figure in a finished answer against the prices (fen) its data holds. */
export function checkFigures(text: string, allowed: ReadonlySet<number>): FigureCheck {
  const unknown: string[] = [];
  for (const match of text.matchAll(FIGURE)) {
    const digits = match[1] ?? match[2] ?? '';
    if (!allowed.has(toFen(digits))) unknown.push(match[0].trim());
  }
  return { ok: unknown.length === 0, unknown: [...new Set(unknown)] };
}
