/** Sales counts above this share the top popularity (the key must stay a safe integer). */
export const MAX_KEYED_SALES = 2 ** 21 - 1;

const ID_SPAN = 2 ** 32;

/**
 * The SQLite full-text rowid of a product: popularity in the high bits, the product id in the low
 * 32, so walking rowids downwards visits matches most popular first (ties: newest id first).
 */
export function searchKey(id: number, salesCount: number): number {
  return Math.min(Math.max(salesCount, 0), MAX_KEYED_SALES) * ID_SPAN + id;
}

/** SQL for the product id inside a search rowid expression. */
export function idOfKey(rowid: string): string {
  return `(${rowid} & ${ID_SPAN - 1})`;
}
