const BASE = 'https://pricetrail.invalid';
const MAX_DECODE_ROUNDS = 3;

function decodeRepeatedly(value: string): string | null {
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    try {
      const next = decodeURIComponent(current);
      if (next === current) return current;
      current = next;
    } catch {
      return null;
    }
  }
  return current;
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function sameOriginPath(candidate: string | null | undefined): string | null {
  if (!candidate) return null;
  const decoded = decodeRepeatedly(candidate.trim());
  // A path must start with exactly one '/', and nothing a browser reads as an authority or a
  // scheme may follow: no backslashes, control characters or whitespace anywhere.
  if (!decoded || !decoded.startsWith('/') || decoded.startsWith('//')) return null;
  if (/[\\\s]/.test(decoded) || hasControlCharacter(decoded)) return null;
  try {
    const url = new URL(decoded, BASE);
    if (url.origin !== BASE) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The post-login target: `from`, else `from_url`, else `/`; only same-origin paths survive. */
export function safeRedirect(from?: string | null, fromUrl?: string | null): string {
  if (from) return sameOriginPath(from) ?? '/';
  return sameOriginPath(fromUrl) ?? '/';
}
