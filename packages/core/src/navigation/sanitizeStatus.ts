/** Behaviour.md §8: an HTTP status outside 100–999 falls back to 200. */
export function sanitizeStatus(code: number): number {
  return Number.isInteger(code) && code >= 100 && code <= 999 ? code : 200;
}
