import md5 from 'md5';

/** Request parameters as sent: missing values are skipped, others stringified. */
export type SignableParams = Record<string, string | number | boolean | null | undefined>;

const SURROGATE = /[\uD800-\uDFFF]/;

// md5 encodes through encodeURIComponent, which throws on a lone surrogate (a cut-off emoji in a
// nickname). Browsers send one as U+FFFD, so that is what both sides must hash.
function toWellFormed(value: string): string {
  if (!SURROGATE.test(value)) return value;
  let out = '';
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    const next = value.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += value.slice(i, i + 2);
      i += 1;
    } else {
      out += code >= 0xd800 && code <= 0xdfff ? '\uFFFD' : value.charAt(i);
    }
  }
  return out;
}

/** `k=v` pairs of every parameter but `sign`, in key order, joined by `&`. */
export function sortedPairs(params: SignableParams): string {
  return Object.keys(params)
    .filter((key) => key !== 'sign' && params[key] != null)
    .sort()
    .map((key) => `${key}=${String(params[key])}`)
    .join('&');
}

/** Behaviour.md §7: the identity-call sign, `md5(md5(sortedPairs + action))` in lower-case hex. */
export function signParams(params: SignableParams, action: string): string {
  return md5(md5(toWellFormed(sortedPairs(params) + action)));
}
