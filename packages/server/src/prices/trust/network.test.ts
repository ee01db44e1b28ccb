import { expect, test } from 'vitest';
import { SUBSCRIBER_PREFIX, networkOf } from './network.js';

test('IPv4 addresses group by /24, IPv4-mapped IPv6 counts as IPv4', () => {
  expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
  expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
  expect(networkOf('203.0.113.77', SUBSCRIBER_PREFIX)).toBe('203.0.113.77/32');
});

test('IPv6 addresses group by /48 whatever their spelling', () => {
  expect(networkOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:0:0:0:0:0/48');
  expect(networkOf('2001:0db8:0001::ffff')).toBe('2001:db8:1:0:0:0:0:0/48');
  expect(networkOf('2001:db8:1:2::1', SUBSCRIBER_PREFIX)).toBe('2001:db8:1:2:0:0:0:0/64');
  expect(networkOf('::1')).toBe('0:0:0:0:0:0:0:0/48');
  expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0:0:0:0:0/48');
});

test('prefixes that cut inside a group or byte keep only the prefix bits', () => {
  expect(networkOf('203.0.113.77', { v4: 20, v6: 48 })).toBe('203.0.112.0/20');
  expect(networkOf('2001:db8:abcd::1', { v4: 24, v6: 36 })).toBe('2001:db8:a000:0:0:0:0:0/36');
});
