import { darkColours, lightColours } from '@pricetrail/ui';
import { describe, expect, test } from 'vitest';
import { COLOUR_PAIRS } from './colourPairs';
import { AA_MINIMUM, contrastRatio } from './contrast';

describe.each([
  ['浅色', lightColours],
  ['深色', darkColours],
])('%s scheme', (_scheme, colours) => {
  test.each(COLOUR_PAIRS.map((pair) => [`${pair.foreground} on ${pair.background}`, pair]))(
    '%s meets WCAG AA',
    (_name, { foreground, background, use }) => {
      expect(contrastRatio(colours[foreground], colours[background])).toBeGreaterThanOrEqual(
        AA_MINIMUM[use],
      );
    },
  );
});
