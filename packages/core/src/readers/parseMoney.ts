// An amount: digits with optional thousands commas and decimals, optionally in 万 (ten thousand).
const AMOUNT = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\s*(万)?\s*元?`;
const CURRENCY = String.raw`(?:¥|RMB|CNY)?\s*`;
const MONEY = new RegExp(
  String.raw`^${CURRENCY}${AMOUNT}(?:\s*[-~–—至]\s*${CURRENCY}${AMOUNT})?$`,
  'i',
);
const MAX_FEN = 100_000_000_00; // ¥100,000,000: anything above is not a shop price.

function toFen(
  whole: string,
  fraction: string | undefined,
  wan: string | undefined,
): number | null {
  const scale = 100n * (wan ? 10_000n : 1n);
  const digits = fraction ?? '';
  const units = BigInt(whole.replaceAll(',', '') + digits) * scale;
  const divisor = 10n ** BigInt(digits.length);
  // A price that does not come to whole fen (¥1.234) is not a price we can store exactly.
  if (units % divisor !== 0n) return null;
  const fen = units / divisor;
  return fen <= BigInt(MAX_FEN) ? Number(fen) : null;
}

/**
 * Reads a shop's money text as integer fen: `￥1,299.00`, `1299.0`, `¥ 5499.00-6799.00` (a
 * range), full-width digits, `1.2万`. Anything else is null; a figure is never guessed.
 */
export function parseMoney(text: string): { low: number; high: number } | null {
  // NFKC turns full-width digits, commas, dots and ￥ into their ASCII (and ¥) forms.
  const match = MONEY.exec(text.normalize('NFKC').trim());
  if (!match?.[1]) return null;
  const low = toFen(match[1], match[2], match[3]);
  if (low === null) return null;
  if (!match[4]) return { low, high: low };
  const high = toFen(match[4], match[5], match[6]);
  if (high === null || high < low) return null;
  return { low, high };
}
