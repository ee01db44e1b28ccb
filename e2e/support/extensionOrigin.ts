import { createHash } from 'node:crypto';
import { join } from 'node:path';

/** The unpacked build `pnpm build` (and `pnpm build:extension`) writes. */
export const EXTENSION_DIR = join(process.cwd(), 'packages/extension/dist/chrome-mv3');

/**
 * The origin Chromium gives an extension loaded unpacked from `dir`: its id is the SHA-256 of the
 * absolute path, 32 hex digits written with the letters a–p. The e2e server allows it to post.
 */
export function unpackedExtensionOrigin(dir: string): string {
  const hex = createHash('sha256').update(dir).digest('hex').slice(0, 32);
  const id = Array.from(hex, (digit) => String.fromCharCode(97 + parseInt(digit, 16))).join('');
  return `chrome-extension://${id}`;
}

/** The e2e extension's origin. */
export const EXTENSION_ORIGIN = unpackedExtensionOrigin(EXTENSION_DIR);
