import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

// IANA's IPv6 address space registry allocates only 2000::/3 as global unicast; everything else,
// ::/96 (IPv4-compatible, as in ::127.0.0.1) among it, is reserved and never a public server.
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');
// RFC 6052's well-known NAT64 prefix, where DNS64 puts the IPv4 address in the last 32 bits.
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

function ipv4Of(high: number, low: number): IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/**
 * The IPv4 addresses an IPv6 address reaches through (mapped and translated forms, NAT64, 6to4,
 * Teredo's server and client), or undefined when it embeds none; ranges from ipaddr.js's registry.
 */
function embeddedIpv4(address: IPv6): IPv4[] | undefined {
  const p = address.parts as [number, number, number, number, number, number, number, number];
  switch (address.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return [ipv4Of(p[6], p[7])];
    case 'rfc6052':
      // 64:ff9b:1::/48 is for a network's own translators: no public server lives there.
      return address.match(NAT64_WELL_KNOWN) ? [ipv4Of(p[6], p[7])] : [];
    case '6to4':
      return [ipv4Of(p[1], p[2])];
    case 'teredo':
      // RFC 4380 §4: the server's address as is, the client's with every bit flipped.
      return [ipv4Of(p[2], p[3]), ipv4Of(p[6] ^ 0xffff, p[7] ^ 0xffff)];
    default:
      return undefined;
  }
}

function isPublicIpv4(address: IPv4): boolean {
  return address.range() === 'unicast';
}

function isPublicIpv6(address: IPv6): boolean {
  const embedded = embeddedIpv4(address);
  if (embedded) return embedded.length > 0 && embedded.every(isPublicIpv4);
  return address.range() === 'unicast' && address.match(GLOBAL_UNICAST);
}

// ipaddr.js reads any ::a.b.c.d as IPv4-mapped; spelled in hex, ::8.8.8.8 stays IPv4-compatible.
function dottedTailInHex(address: string): string {
  return address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) => {
    const [high, low] = [Number(a) * 256 + Number(b), Number(c) * 256 + Number(d)];
    return `${high.toString(16)}:${low.toString(16)}`;
  });
}

/**
 * True for an address nothing of ours may connect to: any range of the IANA special-purpose
 * registries (loopback, private, link-local, CGNAT, documentation, benchmarking, multicast …, as
 * ipaddr.js names them), IPv6 outside global unicast, and IPv6 forms that reach a private IPv4
 * address (::ffff:0:127.0.0.1, NAT64, 6to4, Teredo). Anything that is not an address is refused.
 */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  const parsed = ipaddr.parse(family === 6 ? dottedTailInHex(address) : address);
  return parsed.kind() === 'ipv4' ? !isPublicIpv4(parsed as IPv4) : !isPublicIpv6(parsed as IPv6);
}

/** True when the host is written as an IP address (`1.2.3.4`, `[::1]`). */
export function isIpLiteral(hostname: string): boolean {
  return isIP(hostname.replace(/^\[|\]$/g, '')) !== 0;
}
