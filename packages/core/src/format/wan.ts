const WAN = 10_000;

/** Spec §9: numbers above 10000 as value/10000 with 2 decimals plus 万 (`12345` → `1.23万`). */
export function formatWan(value: number): string {
  return value > WAN ? `${(value / WAN).toFixed(2)}万` : String(value);
}
