import { expect, test } from 'vitest';
import { loadMailConfig, senderDomain } from './mailConfig.js';

const FROM = '价迹 <alerts@example.com>';

test('without SMTP_URL the e-mail channel is off', () => {
  expect(loadMailConfig({})).toBeUndefined();
  expect(loadMailConfig({ SMTP_URL: ' ', MAIL_FROM: FROM })).toBeUndefined();
});

test('smtp:// and smtps:// URLs with a sender are read', () => {
  for (const smtpUrl of ['smtp://user:pass@mail.example.com:587', 'smtps://u:p@mail.example.com']) {
    expect(loadMailConfig({ SMTP_URL: smtpUrl, MAIL_FROM: ` ${FROM} ` })).toEqual({
      smtpUrl,
      from: FROM,
    });
  }
});

test('a URL that is not smtp(s) is refused without quoting its password', () => {
  for (const SMTP_URL of ['https://user:secret@mail.example.com', 'user:secret@mail', 'smtp://']) {
    const problem = loadMailConfig({ SMTP_URL, MAIL_FROM: FROM });
    expect(problem).toContain('SMTP_URL 应形如 smtp://');
    expect(problem).not.toContain('secret');
  }
});

test('a sender is required and must carry an address', () => {
  const SMTP_URL = 'smtp://mail.example.com:25';
  expect(loadMailConfig({ SMTP_URL })).toContain('还需要设置 MAIL_FROM');
  expect(loadMailConfig({ SMTP_URL, MAIL_FROM: '价迹' })).toContain('MAIL_FROM 需要包含发件地址');
  expect(loadMailConfig({ SMTP_URL, MAIL_FROM: '价迹 <alerts>' })).toContain('MAIL_FROM');
});

test('the sender domain is read from a bare or a named address', () => {
  expect(senderDomain(FROM)).toBe('example.com');
  expect(senderDomain('"价迹 提醒" <alerts@mail.example.org>')).toBe('mail.example.org');
  expect(senderDomain('alerts@example.net')).toBe('example.net');
  expect(senderDomain('价迹')).toBeUndefined();
});
