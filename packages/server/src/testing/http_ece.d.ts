// http_ece ships no types; this covers the one call the loopback push service makes.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  const ece: {
    /** Decrypts an RFC 8188 body as the receiver holding `privateKey` and `authSecret`. */
    decrypt(
      buffer: Buffer,
      params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer },
    ): Buffer;
  };
  export = ece;
}
