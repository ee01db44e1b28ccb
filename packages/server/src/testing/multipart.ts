import sharp from 'sharp';

/** The boundary of every multipart body tests build. */
export const BOUNDARY = '----pricetrail-test-boundary';

/** One part of a multipart body: a text field, or a file with its bytes. */
export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; contentType: string; bytes: Buffer };

/** A multipart/form-data body of `parts`, separated by `BOUNDARY`. */
export function multipart(parts: readonly Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'bytes' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}`
        : `Content-Disposition: form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\n${head}\r\n\r\n`));
    chunks.push('bytes' in part ? part.bytes : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** A small real PNG of one colour. */
export function png(width = 80, height = 60, background = '#2b8a3e') {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A file part named `images`. */
export function file(bytes: Buffer, filename = 'screen.png', contentType = 'image/png'): Part {
  return { name: 'images', filename, contentType, bytes };
}
