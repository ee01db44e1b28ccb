import { describe, expect, test } from 'vitest';
import { resolvePublicAddress } from './publicAddress.js';

const REFUSED = 'Webhook 地址不能指向内网或本机';
const noDeadline = () => new AbortController().signal;

describe('an address a webhook may not reach', () => {
  test.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback, anywhere in 127/8'],
    ['::1', 'IPv6 loopback'],
    ['[::1]', 'IPv6 loopback as URL.hostname writes it'],
    ['10.20.30.40', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12, first'],
    ['172.31.255.254', 'private 172.16/12, last'],
    ['192.168.1.1', 'private 192.168/16'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['fe80::1', 'IPv6 link-local'],
    ['100.64.0.1', 'CGNAT 100.64/10'],
    ['100.127.255.254', 'CGNAT 100.64/10, last'],
    ['fc00::1', 'unique-local fc00::/7'],
    ['fd12:3456::1', 'unique-local fd00::/8'],
    ['224.0.0.251', 'multicast'],
    ['ff02::1', 'IPv6 multicast'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'IPv6 unspecified'],
    ['0.1.2.3', '0/8'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:a00:1', 'IPv4-mapped 10.0.0.1, hex form'],
    ['::ffff:192.168.0.1', 'IPv4-mapped private'],
  ])('%s (%s) is refused', async (address) => {
    await expect(resolvePublicAddress(address, false, noDeadline())).rejects.toThrow(REFUSED);
  });

  test('a name is refused when it resolves to loopback', async () => {
    await expect(resolvePublicAddress('localhost', false, noDeadline())).rejects.toThrow(REFUSED);
  });
});

describe('an address a webhook may reach', () => {
  test.each([
    ['1.1.1.1', '1.1.1.1'],
    ['111.13.100.91', '111.13.100.91'],
    ['172.32.0.1', '172.32.0.1'],
    ['100.128.0.1', '100.128.0.1'],
    ['2408:8000::1', '2408:8000::1'],
    ['[2001:4860:4860::8888]', '2001:4860:4860::8888'],
    ['::ffff:111.13.100.91', '::ffff:111.13.100.91'],
  ])('%s is public and is the address to connect to', async (hostname, address) => {
    await expect(resolvePublicAddress(hostname, false, noDeadline())).resolves.toMatchObject({
      address,
    });
  });

  test('loopback is allowed when private addresses are', async () => {
    const { address } = await resolvePublicAddress('localhost', true, noDeadline());
    expect(['127.0.0.1', '::1']).toContain(address);
  });
});

test('a name that does not resolve says so', async () => {
  await expect(resolvePublicAddress('no-such-host.invalid', false, noDeadline())).rejects.toThrow(
    'Webhook 地址的域名无法解析',
  );
});

test('an aborted deadline rejects with its reason', async () => {
  const reason = new Error('deadline');
  await expect(resolvePublicAddress('localhost', true, AbortSignal.abort(reason))).rejects.toBe(
    reason,
  );
});
