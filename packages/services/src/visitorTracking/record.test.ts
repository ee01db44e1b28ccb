import { describe, expect, it } from 'vitest';
import type { Behaviour } from './behaviour';
import { createBehaviour } from './behaviour';
import { FEATURE_CHECKS, featureNames, packFeatures } from './featureChecks';
import { decodeRecord, encodeRecord } from './record';

describe('the behaviour record', () => {
  it('has exactly 31 distinct checks', () => {
    expect(FEATURE_CHECKS).toHaveLength(31);
    expect(new Set(FEATURE_CHECKS.map((check) => check.name)).size).toBe(31);
  });

  it('packs each check into its own bit and counts a throwing check as absent', () => {
    const behaviour: Behaviour = { ...createBehaviour(0), mouseMoves: 1, localAddress: '10.0.0.2' };
    // A window whose every property read throws: only behaviour-based checks can pass.
    const hostile = new Proxy({} as Window, {
      get() {
        throw new Error('blocked');
      },
      has() {
        throw new Error('blocked');
      },
    });
    const mask = packFeatures({ window: hostile, behaviour });
    expect(featureNames(mask)).toEqual(expect.arrayContaining(['mouseMoved', 'localAddressFound']));
    expect(featureNames(mask)).not.toContain('keyPressed');
    expect(mask).toBeLessThan(2 ** 31);
    expect(mask & (1 << FEATURE_CHECKS.findIndex((check) => check.name === 'mouseMoved'))).not.toBe(
      0,
    );
  });

  it('encodes the mask as 6 base-36 characters and decodes it back', () => {
    expect(encodeRecord(0)).toBe('000000');
    expect(encodeRecord(2 ** 31 - 1)).toBe('zik0zj');
    expect(decodeRecord(encodeRecord(123_456_789))).toBe(123_456_789);
    expect(decodeRecord('zzzzzz')).toBeUndefined();
    expect(decodeRecord('abc')).toBeUndefined();
    expect(() => encodeRecord(2 ** 31)).toThrow(RangeError);
    expect(() => encodeRecord(-1)).toThrow(RangeError);
  });
});
