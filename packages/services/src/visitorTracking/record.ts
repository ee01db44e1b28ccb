/** Width of the encoded record: 2^31 − 1 is `zik0zj` in base 36. */
const RECORD_WIDTH = 6;

/** Encodes the 31-bit feature mask for the `dfp` cookie: base 36, zero-padded to 6 characters. */
export function encodeRecord(mask: number): string {
  if (!Number.isInteger(mask) || mask < 0 || mask >= 2 ** 31) {
    throw new RangeError(`record mask out of range: ${mask}`);
  }
  return mask.toString(36).padStart(RECORD_WIDTH, '0');
}

/** Reads a `dfp` value back into the mask; `undefined` when it is not one. */
export function decodeRecord(value: string): number | undefined {
  if (!/^[0-9a-z]{6}$/.test(value)) return undefined;
  const mask = Number.parseInt(value, 36);
  return mask < 2 ** 31 ? mask : undefined;
}
