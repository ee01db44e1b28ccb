import { describe, expect, it } from 'vitest';
import { FINGERPRINT_OPTIONS, hash31, hashKey } from './fingerprint';
import { candidateAddress } from './localAddressProbe';
import { looksLikeDevtoolsOpen } from './devtools';

describe('fingerprint settings (behaviour.md §9)', () => {
  it('excludes exactly user agent, devices, pixel ratio, do-not-track and Flash fonts', () => {
    expect(FINGERPRINT_OPTIONS.excludes).toEqual({
      userAgent: true,
      enumerateDevices: true,
      pixelRatio: true,
      doNotTrack: true,
      fontsFlash: true,
    });
    expect(FINGERPRINT_OPTIONS.audio?.timeout).toBe(1000);
  });

  it('hashes with seed 31 and makes 10-character keys', () => {
    expect(hash31('价迹')).toMatch(/^[0-9a-f]{32}$/);
    expect(hash31('价迹')).toBe(hash31('价迹'));
    expect(hash31('a')).not.toBe(hash31('b'));
    // Golden value of murmur3 x64-128 with seed 31 (seed 0 gives 4eee7aa5d189498c44c757a986d7e968).
    expect(hash31('pricetrail')).toBe('4667c39901173fdbe05f939211a9674a');
    expect(hashKey('pricetrail:fp')).toBe(hash31('pricetrail:fp').slice(0, 10));
    expect(hashKey('pricetrail:fp')).toHaveLength(10);
  });
});

describe('small tracking helpers', () => {
  it('reads the address of an ICE candidate', () => {
    expect(candidateAddress('candidate:1 1 udp 2122 192.168.0.7 5000 typ host')).toBe(
      '192.168.0.7',
    );
    expect(candidateAddress('candidate:1 1 udp 2122 abcd.local 5000 typ host')).toBe('abcd.local');
    expect(candidateAddress('candidate:1 1 udp 2122 0.0.0.0 5000 typ host')).toBeUndefined();
    expect(candidateAddress('')).toBeUndefined();
  });

  it('sees docked developer tools by a gap over 160 px', () => {
    const size = { outerWidth: 1200, innerWidth: 1040, outerHeight: 800, innerHeight: 700 };
    expect(looksLikeDevtoolsOpen(size)).toBe(false);
    expect(looksLikeDevtoolsOpen({ ...size, innerWidth: 1039 })).toBe(true);
    expect(looksLikeDevtoolsOpen({ ...size, innerHeight: 639 })).toBe(true);
  });
});
