import { expect, test } from 'vitest';
import { pageStatus } from './pageRoutes.js';

test('page paths answer 200, unknown and invalid ones 404', () => {
  expect(pageStatus('/home')).toBe(200);
  expect(pageStatus('/trend/history?url=https%3A%2F%2Fitem.jd.com%2F1.html')).toBe(200);
  expect(pageStatus('/crc64/dp100012043978-3/where_buy')).toBe(200);
  expect(pageStatus('/no/such/page')).toBe(404);
  expect(pageStatus('/crc64/dpnot-valid')).toBe(404);
});
