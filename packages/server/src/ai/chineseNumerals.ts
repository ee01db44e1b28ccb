const DIGITS: Readonly<Record<string, string>> = {
  零: '0',
  〇: '0',
  一: '1',
  二: '2',
  两: '2',
  三: '3',
  四: '4',
  五: '5',
  六: '6',
  七: '7',
  八: '8',
  九: '9',
};
const UNITS: Readonly<Record<string, number>> = {
  十: 10,
  百: 100,
  千: 1000,
  万: 10_000,
  亿: 100_000_000,
};

/** The Chinese digits, 零 to 九 (两 is 2). */
export const CHINESE_DIGITS = '零〇一二两三四五六七八九';

/** The characters a written number may hold besides ASCII digits, `.` and `,`. */
export const NUMERAL_CHARS = `${CHINESE_DIGITS}十百千万亿`;

/** The value of one digit, ASCII or Chinese (五 → 5); NaN for anything else. */
export function digitValue(char: string): number {
  return Number(DIGITS[char] ?? (/^[0-9]$/.test(char) ? char : NaN));
}

const TOKEN = /\d+(?:\.\d+)?|[零〇一二两三四五六七八九十百千万亿]/gy;

/** Reads the whole part token by token: 一百二十 → 120, 1.2万 → 12000, 一二零 → 120. */
function wholeValue(text: string): number | undefined {
  let done = 0; // finished 亿 groups
  let tenThousands = 0; // the finished 万 group
  let section = 0; // below 万
  let pending: string | undefined; // digits not yet multiplied by a unit
  let lastUnit = 0;
  let zeroSince = false;
  TOKEN.lastIndex = 0;
  let read = 0;
  for (let match = TOKEN.exec(text); match; match = TOKEN.exec(text)) {
    const token = match[0];
    read = TOKEN.lastIndex;
    const unit = UNITS[token];
    const digit = DIGITS[token];
    const count = pending === undefined ? 1 : Number(pending);
    if (unit === 10_000) {
      tenThousands = (section + (pending === undefined ? 0 : count) || 1) * unit;
      [section, pending, lastUnit] = [0, undefined, unit];
    } else if (unit === 100_000_000) {
      const below = tenThousands + section + (pending === undefined ? 0 : count);
      done = (done + below || 1) * unit;
      [tenThousands, section, pending, lastUnit] = [0, 0, undefined, unit];
    } else if (unit !== undefined) {
      section += count * unit;
      [pending, lastUnit] = [undefined, unit];
    } else if (digit === '0' && pending === undefined) {
      zeroSince = true;
    } else if (digit !== undefined) {
      // Chinese digits one by one (二〇二五); never after ASCII digits.
      if (pending !== undefined && !/^[0-9]+$/.test(pending)) return undefined;
      pending = (pending ?? '') + digit;
    } else {
      if (pending !== undefined) return undefined;
      pending = token;
    }
    if (unit !== undefined) zeroSince = false;
  }
  if (read !== text.length) return undefined;
  if (pending === undefined) return done + tenThousands + section;
  // 两万五 is 25,000 and 一百二 is 120: one digit right after a unit counts in the unit below it.
  const spoken = pending.length === 1 && lastUnit > 0 && !zeroSince;
  return done + tenThousands + section + Number(pending) * (spoken ? lastUnit / 10 : 1);
}

function fractionDigits(text: string): string | undefined {
  let digits = '';
  for (const char of text) {
    const digit = /[0-9]/.test(char) ? char : DIGITS[char];
    if (digit === undefined) return undefined;
    digits += digit;
  }
  return digits === '' ? undefined : digits;
}

/**
 * The value in yuan of a number as Chinese text writes it: ASCII (1,299.00, 1.2万) or Chinese
 * numerals (一百二十, 两千零五, 两万五, 一点五); undefined when it is not one.
 */
export function numeralValue(written: string): number | undefined {
  const [whole = '', fraction, extra] = written.replace(/,/g, '').split('点');
  if (extra !== undefined || whole === '') return undefined;
  const value = wholeValue(whole);
  if (value === undefined || fraction === undefined) return value;
  const digits = fractionDigits(fraction);
  return digits === undefined ? undefined : value + Number(`0.${digits}`);
}
