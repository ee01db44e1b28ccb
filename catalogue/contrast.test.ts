import { describe, expect, test } from 'vitest';
import { contrastRatio, parseColour, passesAa } from './contrast';

describe('contrastRatio', () => {
  test('black on white is 21:1 and a colour on itself is 1:1', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#c62828', '#c62828')).toBeCloseTo(1, 5);
  });

  test('JD red with white text is 4.24:1, below AA for body text', () => {
    const ratio = contrastRatio('#ffffff', '#e4393c');
    expect(ratio).toBeCloseTo(4.24, 2);
    expect(passesAa(ratio, 'text')).toBe(false);
    expect(passesAa(ratio, 'largeText')).toBe(true);
  });

  test('reads the same the other way round', () => {
    expect(contrastRatio('#596170', '#f5f6f8')).toBeCloseTo(
      contrastRatio('#f5f6f8', '#596170'),
      10,
    );
  });

  test('lays a translucent background over its backdrop first', () => {
    const overWhite = contrastRatio('#ffffff', 'rgba(0, 0, 0, 0.5)');
    expect(overWhite).toBeCloseTo(contrastRatio('#ffffff', '#808080'), 1);
    expect(contrastRatio('#ffffff', 'rgba(0, 0, 0, 0.5)', '#000000')).toBeCloseTo(21, 5);
  });
});

describe('parseColour', () => {
  test('reads short and long hex and rgba', () => {
    expect(parseColour('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColour('#1456d9')).toEqual({ r: 20, g: 86, b: 217, a: 1 });
    expect(parseColour('rgba(17, 20, 24, 0.55)')).toEqual({ r: 17, g: 20, b: 24, a: 0.55 });
  });

  test('refuses what it cannot read rather than guessing', () => {
    expect(() => parseColour('red')).toThrow(/red/);
  });
});
