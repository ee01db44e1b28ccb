import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './pageResponse.js';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, GZIP;q=0.5', true],
    ['*', true],
    ['gzip;q=0, *', false],
    ['*;q=0', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
