import { describe, expect, it } from 'vitest';
import { MSG_BAD_ORIGIN, checkServerOrigin, hostPermissionOf } from './checkServerOrigin';

describe('checkServerOrigin', () => {
  it('takes an http(s) origin, with a port or a trailing slash', () => {
    expect(checkServerOrigin(' http://localhost:8080/ ')).toEqual({
      ok: true,
      origin: 'http://localhost:8080',
    });
    expect(checkServerOrigin('https://prices.example.com')).toEqual({
      ok: true,
      origin: 'https://prices.example.com',
    });
  });

  it.each([
    '',
    'prices.example.com',
    'ftp://prices.example.com',
    'https://prices.example.com/app',
    'https://prices.example.com/?x=1',
    'https://user:pw@prices.example.com',
  ])('refuses %j with the Chinese explanation', (text) => {
    expect(checkServerOrigin(text)).toEqual({ ok: false, error: MSG_BAD_ORIGIN });
  });
});

describe('hostPermissionOf', () => {
  it('asks for the host, whatever the port', () => {
    expect(hostPermissionOf('http://192.168.1.5:8080')).toBe('http://192.168.1.5/*');
  });
});
