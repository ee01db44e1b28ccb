import { createHash } from 'node:crypto';
import { EXTENSION_ORIGIN, EXTENSION_PUBLIC_KEY } from '@pricetrail/core';
import { expect, test } from 'vitest';

test("the manifest's key gives the extension the origin the server allows", () => {
  // Chromium's extension id: the SHA-256 of the key's DER bytes, 32 hex digits written as a–p.
  const der = Buffer.from(EXTENSION_PUBLIC_KEY, 'base64');
  const hex = createHash('sha256').update(der).digest('hex').slice(0, 32);
  const id = Array.from(hex, (digit) => String.fromCharCode(97 + parseInt(digit, 16))).join('');
  expect(`chrome-extension://${id}`).toBe(EXTENSION_ORIGIN);
});
