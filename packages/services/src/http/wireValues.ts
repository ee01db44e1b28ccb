/** A finite number, or null (a missing field, null, or text that is not one). */
export function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** A finite number, or the fallback. */
export function number(value: unknown, fallback = 0): number {
  return numberOrNull(value) ?? fallback;
}

/** A whole number from zero up. */
export function count(value: unknown): number {
  return Math.max(0, Math.floor(number(value)));
}

/** Text (a number as its digits), or ''. */
export function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** Text, or null when there is none. */
export function textOrNull(value: unknown): string | null {
  const result = text(value);
  return result === '' ? null : result;
}

/** A flag sent as true, 1 or '1'. */
export function flag(value: unknown): boolean {
  return value === true || Number(value) === 1;
}
