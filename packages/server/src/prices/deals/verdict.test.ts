import { describe, expect, test } from 'vitest';
import { dailyLows, dealVerdict, DEFAULT_DEAL_RULES, type DailyPrice } from './verdict.js';

const TODAY = 20_000;

/** A daily series for the `days` days before today, each priced by `priceOf(daysAgo)`. */
function history(days: number, priceOf: (daysAgo: number) => number | null): DailyPrice[] {
  const out: DailyPrice[] = [];
  for (let ago = days; ago >= 1; ago--) out.push({ day: TODAY - ago, price: priceOf(ago) });
  return out;
}

describe('dealVerdict', () => {
  test('a real cut: 18 % below a steady month, with the numbers behind it', () => {
    const verdict = dealVerdict(
      history(60, () => 10_000),
      TODAY,
      8200,
    );
    expect(verdict).toEqual({
      kind: 'deal',
      price: 8200,
      median30: 10_000,
      dropFen: 1800,
      dropBasisPoints: 1800,
      dataDays: 30,
    });
  });

  test('the median, not the mean, is the comparison price', () => {
    // A week of sale prices at 6000 pulls a mean down, not the median of 10 000.
    const verdict = dealVerdict(
      history(30, (ago) => (ago <= 7 ? 6000 : 10_000)),
      TODAY,
      8500,
    );
    expect(verdict).toMatchObject({ kind: 'deal', median30: 10_000, dropFen: 1500 });
  });

  test('a drop needs both the percentage and the yuan amount', () => {
    // 20 % of ¥20 is only ¥4.
    expect(
      dealVerdict(
        history(30, () => 2000),
        TODAY,
        1600,
      ).kind,
    ).toBe('none');
    // ¥50 off ¥1000 is only 5 %.
    expect(
      dealVerdict(
        history(30, () => 100_000),
        TODAY,
        95_000,
      ).kind,
    ).toBe('none');
    // Exactly 10 % and ¥10 is enough.
    expect(
      dealVerdict(
        history(30, () => 10_000),
        TODAY,
        9000,
      ).kind,
    ).toBe('deal');
  });

  test('the thresholds come from the rules', () => {
    const rules = { ...DEFAULT_DEAL_RULES, minDropPercent: 25 };
    expect(
      dealVerdict(
        history(30, () => 10_000),
        TODAY,
        8000,
        rules,
      ).kind,
    ).toBe('none');
    expect(
      dealVerdict(
        history(30, () => 10_000),
        TODAY,
        7500,
        rules,
      ).kind,
    ).toBe('deal');
  });

  test('too little data: fewer than 14 known days among the 30 gives no verdict', () => {
    const sparse = history(60, (ago) => (ago > 30 || ago % 3 === 0 ? 10_000 : null));
    expect(dealVerdict(sparse, TODAY, 5000)).toEqual({ kind: 'unknown', dataDays: 10 });
    const enough = history(30, (ago) => (ago <= 14 ? 10_000 : null));
    expect(dealVerdict(enough, TODAY, 5000)).toMatchObject({ kind: 'deal', dataDays: 14 });
  });

  test('days outside the window and today itself do not count as data', () => {
    const series = [...history(90, () => 10_000), { day: TODAY, price: 1 }];
    const verdict = dealVerdict(series, TODAY, 8000);
    expect(verdict).toMatchObject({ kind: 'deal', dataDays: 30, median30: 10_000 });
  });

  test('a raise then a cut back to the old price is fake, with its proof', () => {
    // ¥80 for a month, raised to ¥100 twenty days ago, "cut" to ¥80 today.
    const series = history(50, (ago) => (ago <= 20 ? 10_000 : 8000));
    expect(dealVerdict(series, TODAY, 8000)).toEqual({
      kind: 'fake',
      price: 8000,
      median30: 10_000,
      dropFen: 2000,
      dropBasisPoints: 2000,
      dataDays: 30,
      referencePrice: 8000,
      raisedDay: TODAY - 20,
      raisedPrice: 10_000,
      evidenceDays: 34,
    });
  });

  test('a cut back to slightly above the old price is fake too', () => {
    const series = history(50, (ago) => (ago <= 20 ? 12_900 : 9900));
    expect(dealVerdict(series, TODAY, 10_200)).toMatchObject({
      kind: 'fake',
      referencePrice: 9900,
    });
  });

  test('a raise found before the 30-day window still makes the cut fake', () => {
    // Raised 40 days ago, as before a festival: the whole 30-day window is at the raised price.
    const series = history(60, (ago) => (ago <= 40 ? 13_000 : 10_000));
    expect(dealVerdict(series, TODAY, 10_000)).toMatchObject({
      kind: 'fake',
      raisedDay: TODAY - 40,
      referencePrice: 10_000,
    });
  });

  test('a cheap fake cut is named even when it is too small in yuan to be a deal', () => {
    // ¥19.90, raised to ¥29.90, "cut" to ¥24.90: 16 % but only ¥5 off.
    const series = history(60, (ago) => (ago <= 25 ? 2990 : 1990));
    expect(dealVerdict(series, TODAY, 2490)).toMatchObject({
      kind: 'fake',
      dropFen: 500,
      referencePrice: 1990,
    });
  });

  test('a cut well below the price before the raise is a real deal', () => {
    const series = history(50, (ago) => (ago <= 20 ? 10_000 : 8000));
    expect(dealVerdict(series, TODAY, 6500).kind).toBe('deal');
  });

  test('without days before the raised level there is no reference, so the cut is real', () => {
    const series = history(25, (ago) => (ago <= 20 ? 10_000 : null));
    expect(dealVerdict(series, TODAY, 8000).kind).toBe('deal');
  });

  test('a one-day glitch at the old price does not make an ordinary cut fake', () => {
    // Steady at ¥100, one odd reading of ¥80 twelve days ago, a real cut to ¥80 today.
    const series = history(60, (ago) => (ago === 12 ? 8000 : 10_000));
    expect(dealVerdict(series, TODAY, 8000).kind).toBe('deal');
  });

  test('a one-day spike does not count as a raise', () => {
    const series = history(60, (ago) => (ago === 1 ? 14_000 : 10_000));
    expect(dealVerdict(series, TODAY, 8500).kind).toBe('deal');
  });

  test('a one-day dip inside the raised stretch does not break a fake verdict', () => {
    const series = history(50, (ago) => {
      if (ago === 9) return 8000;
      return ago <= 20 ? 10_000 : 8000;
    });
    expect(dealVerdict(series, TODAY, 8000)).toMatchObject({
      kind: 'fake',
      raisedDay: TODAY - 20,
    });
  });

  test('a fake cut that began yesterday is still fake on its second day', () => {
    const series = history(50, (ago) => {
      if (ago === 1) return 8000;
      return ago <= 20 ? 10_000 : 8000;
    });
    expect(dealVerdict(series, TODAY, 8000)).toMatchObject({
      kind: 'fake',
      raisedDay: TODAY - 20,
    });
  });

  test('a one-day spike before an ordinary cut does not turn it fake', () => {
    // Steady ¥80 (no deal to speak of), one odd ¥100 day: the spike is not a raised level.
    const series = history(50, (ago) => (ago === 3 ? 10_000 : 8000));
    expect(dealVerdict(series, TODAY, 8000).kind).toBe('none');
    // Steady ¥100 with one odd ¥130 day, cut to ¥80: a real deal.
    const spiky = history(50, (ago) => (ago === 25 ? 13_000 : 10_000));
    expect(dealVerdict(spiky, TODAY, 8000).kind).toBe('deal');
  });

  test('a price going up is no deal', () => {
    expect(
      dealVerdict(
        history(30, () => 10_000),
        TODAY,
        11_000,
      ),
    ).toMatchObject({
      kind: 'none',
      dropFen: -1000,
    });
  });
});

describe('dailyLows', () => {
  const dayOf = (ts: number) => Math.floor(ts / 100);

  test('a run covers the days from its start to when it was last seen, lowest price wins', () => {
    const runs = [
      { ts: 100, lastSeen: 350, finalPrice: 500 },
      { ts: 380, lastSeen: 420, finalPrice: 400 },
      { ts: 700, lastSeen: 700, finalPrice: 600 },
    ];
    expect(dailyLows(runs, 0, 7, dayOf)).toEqual([
      { day: 0, price: null },
      { day: 1, price: 500 },
      { day: 2, price: 500 },
      { day: 3, price: 400 },
      { day: 4, price: 400 },
      { day: 5, price: null },
      { day: 6, price: null },
      { day: 7, price: 600 },
    ]);
  });
});
