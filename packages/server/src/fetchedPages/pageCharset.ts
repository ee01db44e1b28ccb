import { TextDecoder } from 'node:util';

const SNIFF_BYTES = 2048;
const META_CHARSET = /<meta[^>]+charset\s*=\s*["']?\s*([\w-]+)/i;
const HEADER_CHARSET = /charset\s*=\s*["']?([\w-]+)/i;

/** The WHATWG name of the encoding `label` names, or null for a label the encoding list lacks. */
function encodingOf(label: string | undefined): string | null {
  if (!label) return null;
  try {
    return new TextDecoder(label.toLowerCase()).encoding;
  } catch {
    return null;
  }
}

function hasUtf8Bom(bytes: Uint8Array): boolean {
  return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}

/**
 * The charset a fetched page is decoded by (a WHATWG encoding name): a UTF-8 byte-order mark first,
 * then the Content-Type header, then a `<meta charset>` or `http-equiv` tag in the page's first
 * bytes; UTF-8 otherwise. GBK and GB18030 pages decode through Node's full ICU.
 */
export function pageCharset(bytes: Uint8Array, contentType?: string): string {
  if (hasUtf8Bom(bytes)) return 'utf-8';
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, SNIFF_BYTES));
  return (
    encodingOf(contentType ? HEADER_CHARSET.exec(contentType)?.[1] : undefined) ??
    encodingOf(META_CHARSET.exec(head.toString('latin1'))?.[1]) ??
    'utf-8'
  );
}
