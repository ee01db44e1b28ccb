const FULL_WIDTH_DIGIT_OFFSET = 0xff10 - 0x30;
const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
const COUNTRY_PREFIX = /^(?:\+86|0086|86)/;

function toHalfWidthDigits(input: string): string {
  return input.replace(/[０-９＋－]/g, (char) =>
    char === '＋'
      ? '+'
      : char === '－'
        ? '-'
        : String.fromCharCode(char.charCodeAt(0) - FULL_WIDTH_DIGIT_OFFSET),
  );
}

/** The 11-digit mainland mobile number in `input` (prefixes, spaces, dashes, full-width allowed), or null. */
export function normalizePhone(input: string): string | null {
  if (input.length > 64) return null;
  const compact = toHalfWidthDigits(input.trim()).replace(/[\s-]/g, '');
  const withoutPrefix = compact.length > 11 ? compact.replace(COUNTRY_PREFIX, '') : compact;
  return MAINLAND_MOBILE.test(withoutPrefix) ? withoutPrefix : null;
}

/** Behaviour.md §5: 11 digits, starting with 1 and a second digit 3–9 (after normalisation). */
export function isPhone(input: string): boolean {
  return normalizePhone(input) !== null;
}

/** Behaviour.md §3: first 3 digits, five stars, last 3 digits (`138*****678`). */
export function maskPhone(phone: string): string {
  const digits = normalizePhone(phone) ?? phone;
  if (digits.length < 7) return digits;
  return `${digits.slice(0, 3)}*****${digits.slice(-3)}`;
}
