// Money typed by a shopper: yuan with at most two decimals, an optional ¥ sign, spaces around.
const YUAN = /^[¥￥]?\s*(\d{1,8})(?:\.(\d{1,2}))?$/;

/** Reads an amount in yuan typed by a shopper ('19.9', '¥1999', '￥ 0.5') as fen; null when it is not one. */
export function parseYuan(text: string): number | null {
  const match = YUAN.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', decimals = ''] = match;
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}

/** Fen as yuan for an input's value: `199900` → '1999', `1990` → '19.9', `1999` → '19.99'. */
export function fenToYuanText(fen: number): string {
  const yuan = (Math.round(fen) / 100).toFixed(2);
  return yuan.replace(/\.?0+$/, '');
}
