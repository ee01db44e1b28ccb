import { expect, test } from 'vitest';
import { loadConfig } from '../config.js';

test('hardening defaults: origins from the listening address, no source maps, arithmetic captcha', () => {
  expect(loadConfig({}).security).toEqual({
    publicOrigins: [],
    sourceMaps: false,
    captcha: { provider: 'arithmetic' },
  });
  expect(loadConfig({ SOURCE_MAPS: '1' }).security.sourceMaps).toBe(true);
});

test('PUBLIC_ORIGIN takes origins only', () => {
  expect(
    loadConfig({ PUBLIC_ORIGIN: 'https://www.example.com/, https://example.com' }).security
      .publicOrigins,
  ).toEqual(['https://www.example.com', 'https://example.com']);
  expect(() => loadConfig({ PUBLIC_ORIGIN: 'www.example.com' })).toThrow(/PUBLIC_ORIGIN/);
  expect(() => loadConfig({ PUBLIC_ORIGIN: 'https://example.com/app' })).toThrow(/PUBLIC_ORIGIN/);
});

test('Turnstile needs both keys; its endpoints default to Cloudflare', () => {
  expect(() => loadConfig({ CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(/CAPTCHA_PROVIDER/);
  expect(() => loadConfig({ CAPTCHA_PROVIDER: 'turnstile' })).toThrow(/TURNSTILE_SITE_KEY/);
  expect(
    loadConfig({
      CAPTCHA_PROVIDER: 'turnstile',
      TURNSTILE_SITE_KEY: 'site',
      TURNSTILE_SECRET_KEY: 'secret',
    }).security.captcha,
  ).toEqual({
    provider: 'turnstile',
    siteKey: 'site',
    secretKey: 'secret',
    verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
  });
});
