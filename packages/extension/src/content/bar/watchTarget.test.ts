import { describe, expect, it } from 'vitest';
import { MSG_TARGET_MISSING, MSG_TARGET_NOT_A_PRICE } from '../../shared/text';
import { checkWatchTarget, openedWatchForm, suggestWatchTarget } from './watchTarget';

describe('suggestWatchTarget', () => {
  it('suggests the 30-day low when it is under today’s price', () => {
    expect(suggestWatchTarget(499_900, 469_900)).toBe(469_900);
  });

  it('otherwise suggests 5 % off, rounded down to whole yuan', () => {
    // ¥4799.00 × 0.95 = ¥4559.05 → ¥4559.
    expect(suggestWatchTarget(479_900, 479_900)).toBe(455_900);
    expect(suggestWatchTarget(479_900, undefined)).toBe(455_900);
    expect(suggestWatchTarget(1_999, 2_999)).toBe(1_800);
  });

  it('suggests nothing when 5 % off is under one yuan', () => {
    expect(suggestWatchTarget(100, undefined)).toBeNull();
  });
});

describe('openedWatchForm', () => {
  it('opens with the suggestion in yuan, or empty when there is none', () => {
    expect(openedWatchForm(499_900, 469_950)).toEqual({
      state: 'choosing',
      draft: '4699.5',
      error: null,
    });
    expect(openedWatchForm(100, undefined)).toEqual({ state: 'choosing', draft: '', error: null });
  });
});

describe('checkWatchTarget', () => {
  it('reads yuan with up to two decimals as fen', () => {
    expect(checkWatchTarget('4599', 479_900, 3)).toEqual({ ok: true, fen: 459_900 });
    expect(checkWatchTarget(' 4599.5 ', 479_900, 3)).toEqual({ ok: true, fen: 459_950 });
    expect(checkWatchTarget('¥0.01', 479_900, 3)).toEqual({ ok: true, fen: 1 });
  });

  it('asks for a target when the box is empty', () => {
    expect(checkWatchTarget('  ', 479_900, 3)).toEqual({ ok: false, message: MSG_TARGET_MISSING });
  });

  it.each(['0', '0.00', '-5', 'abc', '12.345', '1e3'])('refuses %s as a price', (text) => {
    expect(checkWatchTarget(text, 479_900, 3)).toEqual({
      ok: false,
      message: MSG_TARGET_NOT_A_PRICE,
    });
  });

  it('refuses a target at or above today’s price, naming it', () => {
    const notBelow = { ok: false, message: '目标价需低于今日价格 ¥4799.00' };
    expect(checkWatchTarget('4799', 479_900, 3)).toEqual(notBelow);
    expect(checkWatchTarget('5000', 479_900, 3)).toEqual(notBelow);
    expect(checkWatchTarget('4798.99', 479_900, 3)).toEqual({ ok: true, fen: 479_899 });
  });
});
