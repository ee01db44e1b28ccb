import { expect, test } from 'vitest';
import { DROP_ALERT, PROTECT_ALERT, TEST_ALERT } from '../../testing/sampleAlerts.js';
import { pushPayloadOf } from './pushPayload.js';

// RFC 8188 header (salt 16, record size 4, key id length 1, sender key 65), tag 16, delimiter 1.
const AES128GCM_OVERHEAD = 86 + 16 + 1;

const PRODUCT = { dpId: '100012043978-3', title: 'iPhone 15', imageUrl: '', storeName: '京东' };

test('a 价保 notice has its own tag, apart from the product’s price alerts', () => {
  expect(pushPayloadOf(PROTECT_ALERT).tag).toBe('pricetrail-protect-100012043978-3');
  expect(pushPayloadOf(DROP_ALERT).tag).toBe('pricetrail-price-100012043978-3');
  expect(pushPayloadOf({ ...DROP_ALERT, kind: 'lowest' }).tag).toBe(
    'pricetrail-price-100012043978-3',
  );
});

test('a channel test has the test tag and no icon', () => {
  expect(pushPayloadOf(TEST_ALERT)).toEqual({
    id: TEST_ALERT.id,
    key: TEST_ALERT.key,
    title: TEST_ALERT.title,
    body: TEST_ALERT.text,
    url: TEST_ALERT.url,
    tag: 'pricetrail-test',
  });
});

test('a product without an image has no icon', () => {
  expect(pushPayloadOf({ ...DROP_ALERT, product: PRODUCT })).not.toHaveProperty('icon');
});

test('long text is cut, by characters, so the encrypted push stays within 4096 bytes', () => {
  const payload = pushPayloadOf({
    ...DROP_ALERT,
    title: '降'.repeat(500),
    text: '价'.repeat(5000),
    product: { ...PRODUCT, imageUrl: `https://img.test/${'a'.repeat(5000)}.jpg` },
  });
  expect(payload.title).toBe(`${'降'.repeat(79)}…`);
  expect(payload.body).toBe(`${'价'.repeat(399)}…`);
  expect(payload).not.toHaveProperty('icon');
  expect(Buffer.byteLength(JSON.stringify(payload))).toBeLessThan(4096 - AES128GCM_OVERHEAD);
});
