import { describe, expect, test } from 'vitest';
import { isNumericId } from './siteRoutes.js';

describe('isNumericId', () => {
  test.each(['1', '42', '2147483647'])('takes the id %s', (value) => {
    expect(isNumericId(value)).toBe(true);
  });

  test.each(['0', '007', '-1', '1.5', '2147483648', '99999999999', '', 'abc'])(
    'refuses %j: no record has that id',
    (value) => {
      expect(isNumericId(value)).toBe(false);
    },
  );
});
