/** The summary's trend code: -2 at the all-time low, -1 dropping, 0 steady, 1 rising. */
export type PriceTrend = -2 | -1 | 0 | 1;

/** How each trend code is shown: its badge text, arrow and tone. */
export const PRICE_TRENDS: Record<
  PriceTrend,
  { label: string; arrow: string; tone: 'lowest' | 'down' | 'flat' | 'up' }
> = {
  [-2]: { label: '历史最低', arrow: '↓', tone: 'lowest' },
  [-1]: { label: '降价', arrow: '↓', tone: 'down' },
  0: { label: '平稳', arrow: '→', tone: 'flat' },
  1: { label: '涨价', arrow: '↑', tone: 'up' },
};
