/** The image formats we accept, by their bytes. */
export type ImageKind = 'jpeg' | 'png' | 'webp';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, i) => bytes[at + i] === byte);
}

function ascii(bytes: Uint8Array, at: number, text: string): boolean {
  return startsWith(
    bytes,
    [...text].map((c) => c.charCodeAt(0)),
    at,
  );
}

/** The format the bytes really are (never the file name or the declared type); undefined if none of ours. */
export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'webp';
  return undefined;
}

// Markup a browser or server would act on if it ever sniffed the file as a document.
const MARKUP = /<(?:script|html|body|iframe|svg|object|embed|!doctype|\?php)[\s>/]|javascript:/i;

/**
 * True when the file carries markup or script next to the image (a polyglot). Read as latin1 so
 * every byte maps to one character; image data matching these words by chance is vanishingly rare.
 */
export function carriesMarkup(bytes: Uint8Array): boolean {
  return MARKUP.test(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'),
  );
}
