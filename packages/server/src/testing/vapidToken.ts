import { createPublicKey, verify } from 'node:crypto';

/** The claims of a VAPID token (RFC 8292 §2). */
export interface VapidClaims {
  /** The push service's origin. */
  aud: string;
  /** Expiry, epoch seconds. */
  exp: number;
  /** Who to contact about the sender. */
  sub: string;
}

function jsonPart(part: string | undefined): Record<string, unknown> {
  return JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/** The P-256 key of a raw uncompressed point (65 bytes, base64url), as node:crypto wants it. */
function p256Key(rawBase64url: string) {
  const raw = Buffer.from(rawBase64url, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  return createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
  });
}

/**
 * The claims of an ES256 JWT signed by the holder of `publicKey` (raw, base64url); throws when
 * the header is not ES256 or the signature does not verify.
 */
export function verifyVapidToken(token: string, publicKey: string): VapidClaims {
  const [header, claims, signature] = token.split('.');
  const { alg, typ } = jsonPart(header);
  if (alg !== 'ES256' || typ !== 'JWT') throw new Error(`token header is ${alg}/${typ}`);
  const isGenuine = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: p256Key(publicKey), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature ?? '', 'base64url'),
  );
  if (!isGenuine) throw new Error('token signature does not verify');
  const { aud, exp, sub } = jsonPart(claims);
  if (typeof aud !== 'string' || typeof exp !== 'number' || typeof sub !== 'string') {
    throw new Error('token lacks aud, exp or sub');
  }
  return { aud, exp, sub };
}
