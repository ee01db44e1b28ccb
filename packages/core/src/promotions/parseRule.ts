/** A promotion or coupon text read into its terms; money in fen, `payPercent` of the price paid. */
export type PromotionRule =
  | { kind: 'over'; threshold: number; amount: number; crossStore: boolean; text: string }
  | { kind: 'each'; threshold: number; amount: number; crossStore: boolean; text: string }
  | { kind: 'discount'; payPercent: number; text: string }
  | { kind: 'secondHalf'; text: string }
  | { kind: 'coupon'; amount: number; text: string }
  | { kind: 'deposit'; deposit: number; worth: number; text: string }
  | { kind: 'text'; text: string };

// Yuan as the stores write it: 300, 300元, 5.5, ¥20.
const AMOUNT = String.raw`[¥￥]?\s*(\d{1,7}(?:\.\d{1,2})?)\s*元?`;

const OVER = new RegExp(String.raw`^(跨店)?(每)?满\s*${AMOUNT}\s*(?:减|-|立减)\s*${AMOUNT}$`);
const DISCOUNT = new RegExp(String.raw`^(?:全场|限时)?(?:打)?\s*([1-9](?:\.\d)?)\s*折$`);
const SECOND_HALF = /^第(?:二|2)件半价$/;
const COUPON = new RegExp(String.raw`^领(?:券|劵)(?:立)?减\s*${AMOUNT}$`);
const DEPOSIT = new RegExp(String.raw`^(?:预售)?定金\s*${AMOUNT}\s*(?:抵|膨胀|可抵)\s*${AMOUNT}$`);

/** Splits the parts a store strings together (逗号, 分号, 顿号, spaces and slashes). */
const SEPARATORS = /[,，;；、/|\s]+/;

function fen(yuan: string): number {
  return Math.round(Number(yuan) * 100);
}

/**
 * One promotion or coupon text as its rule: 满300减40, 每满200减30 (跨店 too), 8折 / 8.5折,
 * 第二件半价, 领券减20, 定金50抵150; anything else, or a rule that makes no sense (减 not below 满),
 * is kept as its text.
 */
export function parsePromotionRule(input: string): PromotionRule {
  const text = input.trim();
  const compact = text.replace(/\s+/g, '');
  const over = OVER.exec(compact);
  if (over) {
    const threshold = fen(over[3] ?? '');
    const amount = fen(over[4] ?? '');
    if (amount > 0 && amount < threshold) {
      const crossStore = over[1] !== undefined;
      const kind = over[2] === undefined ? 'over' : 'each';
      return { kind, threshold, amount, crossStore, text };
    }
    return { kind: 'text', text };
  }
  const discount = DISCOUNT.exec(compact);
  if (discount) return { kind: 'discount', payPercent: Number(discount[1]) * 10, text };
  if (SECOND_HALF.test(compact)) return { kind: 'secondHalf', text };
  const coupon = COUPON.exec(compact);
  if (coupon && fen(coupon[1] ?? '') > 0)
    return { kind: 'coupon', amount: fen(coupon[1] ?? ''), text };
  const deposit = DEPOSIT.exec(compact);
  if (deposit) {
    const paid = fen(deposit[1] ?? '');
    const worth = fen(deposit[2] ?? '');
    if (paid > 0 && worth >= paid) return { kind: 'deposit', deposit: paid, worth, text };
  }
  return { kind: 'text', text };
}

/** Every rule in a text that may string several together ('满300减40，8折'); empty text, none. */
export function parsePromotionText(input: string): PromotionRule[] {
  const whole = parsePromotionRule(input);
  if (whole.kind !== 'text') return [whole];
  const parts = input
    .split(SEPARATORS)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length <= 1) return parts.length === 0 ? [] : [whole];
  const rules = parts.map(parsePromotionRule);
  // A sentence that merely contains spaces stays one text unless its parts are real rules.
  return rules.every((rule) => rule.kind === 'text') ? [whole] : rules;
}
