import { constants, crc32, deflateRawSync } from 'node:zlib';

// A kept page is sent again and again with a fresh CSP nonce in it, so its gzip cannot be made
// once, and compressing every response would cost more than the rest of sending it. Deflate (RFC
// 1951) lets a stream be joined from pieces that each end on a byte boundary: each part between
// the nonces is compressed once, when the page is rendered, and each response stitches those
// pieces together with its nonce as a stored block, then the gzip trailer (RFC 1952).

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const MAX_STORED = 0xffff;

/** Deflates each part on its own; all but the last end with a sync flush (byte-aligned, not final). */
export function deflateParts(parts: readonly Buffer[]): Buffer[] {
  return parts.map((part, index) =>
    deflateRawSync(part, {
      level: constants.Z_BEST_COMPRESSION,
      finishFlush: index === parts.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
    }),
  );
}

function storedBlock(bytes: Buffer): Buffer {
  if (bytes.length > MAX_STORED) throw new RangeError('a stored block holds at most 65535 bytes');
  const header = Buffer.alloc(5);
  // BFINAL 0, BTYPE 00 (stored), then LEN and its one's complement, little-endian.
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/**
 * The gzip body of `parts` joined by `filler`, from the parts' own deflated pieces
 * (`deflateParts`): what `gzip(parts.join(filler))` would inflate to, in a few microseconds.
 */
export function gzipAround(
  parts: readonly Buffer[],
  deflated: readonly Buffer[],
  filler: Buffer,
): Buffer {
  const stored = storedBlock(filler);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      chunks.push(stored);
      crc = crc32(filler, crc);
      size += filler.length;
    }
    chunks.push(deflated[index] ?? Buffer.alloc(0));
    // zlib's crc32 answers 0 for an empty buffer whose memory is null, whatever the running value.
    if (part.length > 0) crc = crc32(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}
