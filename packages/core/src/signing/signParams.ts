import md5 from 'md5';

/** Request parameters as sent: missing values are skipped, others stringified. */
export type SignableParams = Record<string, string | number | boolean | null | undefined>;

/** `k=v` pairs of every parameter but `sign`, in key order, joined by `&`. */
export function sortedPairs(params: SignableParams): string {
  return Object.keys(params)
    .filter((key) => key !== 'sign' && params[key] != null)
    .sort()
    .map((key) => `${key}=${String(params[key])}`)
    .join('&');
}

/** Spec §7: the identity-call sign, `md5(md5(sortedPairs + action))` in lower-case hex. */
export function signParams(params: SignableParams, action: string): string {
  return md5(md5(sortedPairs(params) + action));
}
