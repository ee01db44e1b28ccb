const WAN = 10_000;
const HUNDREDTHS_OF_WAN = WAN / 100;

/** Behaviour.md §9: numbers above 10000 as value/10000 with 2 decimals plus 万 (`12345` → `1.23万`). */
export function formatWan(value: number): string {
  if (!(value > WAN) || !Number.isFinite(value)) return String(value);
  // Rounded in whole hundredths: `(10050 / 10000).toFixed(2)` would give '1.00' (binary 1.00499…).
  const hundredths = Math.round(value / HUNDREDTHS_OF_WAN);
  const whole = Math.floor(hundredths / 100);
  const fraction = String(hundredths % 100).padStart(2, '0');
  return `${whole}.${fraction}万`;
}
