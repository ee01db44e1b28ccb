import { expect, test } from 'vitest';
import { isPrivateAddress } from './addressGuard.js';

test.each([
  ['::ffff:0:7f00:1', 'IPv4-translated loopback (::ffff:0:127.0.0.1)'],
  ['::7f00:1', 'IPv4-compatible loopback (::127.0.0.1)'],
  ['::a00:1', 'IPv4-compatible 10.0.0.1'],
  ['::127.0.0.1', 'IPv4-compatible loopback, dotted'],
  ['::8.8.8.8', 'IPv4-compatible, deprecated and never a server'],
  ['::ffff:0:127.0.0.1', 'IPv4-translated loopback, dotted'],
  ['::ffff:7f00:1', 'IPv4-mapped loopback, hex form'],
  ['64:ff9b::7f00:1', 'NAT64 of loopback'],
  ['64:ff9b::a9fe:a9fe', 'NAT64 of the cloud metadata address'],
  ['64:ff9b:1::a00:1', 'local-use NAT64 64:ff9b:1::/48'],
  ['2002:7f00:1::1', '6to4 of loopback'],
  ['2002:c0a8:101::1', '6to4 of 192.168.1.1'],
  ['2001:0:4136:e378:8000:63bf:f5ff:fffe', 'Teredo whose client is 10.0.0.1'],
  ['2001:0:a00:1::1', 'Teredo whose server is 10.0.0.1'],
  ['100::1', 'discard-only 100::/64'],
  ['2001:2::1', 'benchmarking 2001:2::/48'],
  ['2001:db8::1', 'documentation'],
  ['3fff::1', 'documentation 3fff::/20'],
  ['5f00::1', 'segment routing 5f00::/16'],
  ['fec0::1', 'deprecated site-local'],
  ['4000::1', 'outside global unicast 2000::/3'],
  ['192.88.99.1', '6to4 relay anycast'],
  ['192.175.48.1', 'AS112'],
  ['255.255.255.255', 'broadcast'],
  ['198.18.0.1', 'benchmarking'],
  ['240.0.0.1', 'reserved 240/4'],
])('%s (%s) is refused', (address) => {
  expect(isPrivateAddress(address)).toBe(true);
});

test.each([
  ['111.13.100.91', 'a public IPv4 address'],
  ['2408:8000::1', 'a public IPv6 address'],
  ['::ffff:111.13.100.91', 'IPv4-mapped public'],
  ['64:ff9b::6f0d:645b', 'NAT64 of a public IPv4 address, as DNS64 answers'],
  ['2002:6f0d:645b::1', '6to4 of a public IPv4 address'],
])('%s (%s) may be reached', (address) => {
  expect(isPrivateAddress(address)).toBe(false);
});
