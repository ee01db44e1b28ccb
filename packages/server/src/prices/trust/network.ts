import { isIPv4, isIPv6 } from 'node:net';

/** Prefix lengths that group addresses into one network. */
export interface PrefixLengths {
  v4: number;
  v6: number;
}

/** One household or office: what counts as one independent witness of a price. */
export const WITNESS_PREFIX: PrefixLengths = { v4: 24, v6: 48 };
/** One subscriber line: what the observation rate limit counts. */
export const SUBSCRIBER_PREFIX: PrefixLengths = { v4: 32, v6: 64 };

function v4Bytes(ip: string): number[] {
  return ip.split('.').map(Number);
}

function v6Groups(ip: string): number[] {
  const [head = '', tail] = ip.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  // A trailing dotted quad (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) fills the last two groups.
  const last = right.length > 0 ? right : left;
  const quad = last.at(-1);
  if (quad?.includes('.')) {
    const [a = 0, b = 0, c = 0, d = 0] = v4Bytes(quad);
    last.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right].map(
    (group) => parseInt(group, 16),
  );
}

function masked(values: number[], width: number, bits: number): number[] {
  return values.map((value, i) => {
    const keep = Math.min(Math.max(bits - i * width, 0), width);
    return keep === 0 ? 0 : value & (((1 << width) - 1) ^ ((1 << (width - keep)) - 1));
  });
}

/**
 * The network `ip` belongs to, as `a.b.c.0/24` or `2001:db8:1:0:0:0:0:0/48` for the default
 * prefixes; IPv4-mapped IPv6 addresses count as IPv4. Unknown text is kept whole.
 */
export function networkOf(ip: string, prefix: PrefixLengths = WITNESS_PREFIX): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  if (isIPv4(address)) {
    return `${masked(v4Bytes(address), 8, prefix.v4).join('.')}/${prefix.v4}`;
  }
  if (isIPv6(address)) {
    const groups = masked(v6Groups(address.split('%')[0] ?? address), 16, prefix.v6);
    return `${groups.map((g) => g.toString(16)).join(':')}/${prefix.v6}`;
  }
  return address;
}
