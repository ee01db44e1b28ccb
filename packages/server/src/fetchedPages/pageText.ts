import { TextDecoder } from 'node:util';
import { pageCharset } from './pageCharset.js';

// Charsets in which a byte below 0x80 can be part of another character.
const NOT_ASCII_COMPATIBLE = new Set(['utf-16le', 'utf-16be', 'iso-2022-jp']);

const CHUNK = 4 * 1024;

/**
 * A fetched page's text, decoded by its charset only where asked. In an ASCII-compatible charset
 * (UTF-8, GBK, GB18030, Big5…) the bytes that make markup (`<`, `>`, quotes, `=`, `/`, white space,
 * ASCII names) never occur inside another character, so the bytes read one character each show the
 * page's markup at byte offsets, and only what readers need is decoded: decoding a whole JD-sized
 * page costs more than reading it. Pages in other charsets are re-encoded as UTF-8 first.
 */
export class PageText {
  private readonly bytes: Uint8Array;
  private readonly charset: string;
  private readonly sliceDecoder: TextDecoder;
  private markupView: string | null = null;

  constructor(bytes: Uint8Array, contentType?: string) {
    const charset = pageCharset(bytes, contentType);
    const isAsciiCompatible = !NOT_ASCII_COMPATIBLE.has(charset);
    this.bytes = isAsciiCompatible
      ? bytes
      : new TextEncoder().encode(new TextDecoder(charset).decode(bytes));
    this.charset = isAsciiCompatible ? charset : 'utf-8';
    // A byte-order mark inside the page is a character like any other.
    this.sliceDecoder = new TextDecoder(this.charset, { ignoreBOM: true });
  }

  /** The page's bytes read one character each: its markup at byte offsets, its text undecoded. */
  get markup(): string {
    const { buffer, byteOffset, byteLength } = this.bytes;
    this.markupView ??= Buffer.from(buffer, byteOffset, byteLength).toString('latin1');
    return this.markupView;
  }

  /** The text of the bytes from `start` to `end`, two offsets between markup characters. */
  slice(start: number, end: number): string {
    return this.sliceDecoder.decode(this.bytes.subarray(start, end));
  }

  /** The whole text a few KiB at a time, for a parser that stops when it has read enough. */
  *chunks(): Generator<string> {
    const decoder = new TextDecoder(this.charset);
    for (let start = 0; start < this.bytes.length; start += CHUNK) {
      const end = Math.min(this.bytes.length, start + CHUNK);
      yield decoder.decode(this.bytes.subarray(start, end), { stream: end < this.bytes.length });
    }
  }
}
