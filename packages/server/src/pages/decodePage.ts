import { TextDecoder } from 'node:util';

const SNIFF_BYTES = 2048;
const META_CHARSET = /<meta[^>]+charset\s*=\s*["']?\s*([\w-]+)/i;
const HEADER_CHARSET = /charset\s*=\s*["']?([\w-]+)/i;

function decoderFor(label: string | undefined): TextDecoder | null {
  if (!label) return null;
  try {
    return new TextDecoder(label.toLowerCase());
  } catch {
    return null; // a label the WHATWG encoding list does not know
  }
}

function hasUtf8Bom(bytes: Uint8Array): boolean {
  return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}

/**
 * Decodes a fetched page by its charset: a UTF-8 byte-order mark first, then the Content-Type
 * header, then a `<meta charset>` or `http-equiv` tag in the page's first bytes; UTF-8 otherwise.
 * GBK and GB18030 pages decode through Node's full ICU.
 */
export function decodePage(bytes: Uint8Array, contentType?: string): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, SNIFF_BYTES));
  const decoder = hasUtf8Bom(bytes)
    ? new TextDecoder('utf-8')
    : (decoderFor(contentType ? HEADER_CHARSET.exec(contentType)?.[1] : undefined) ??
      decoderFor(META_CHARSET.exec(head)?.[1]) ??
      new TextDecoder('utf-8'));
  return decoder.decode(bytes);
}
