import { describe, expect, it } from 'vitest';
import {
  MSG_DAILY_CAP_INVALID,
  MSG_QUIET_HOURS_EMPTY,
  MSG_QUIET_HOURS_HALF,
} from './alertMessages';
import { checkAlertSchedule, checkWebhookUrl } from './alertSchedule';

describe('checkAlertSchedule', () => {
  const form = (dailyCap: string, quietStart = '', quietEnd = '') => ({
    dailyCap,
    quietStart,
    quietEnd,
  });

  it('takes a whole daily cap from 1 to 100', () => {
    expect(checkAlertSchedule(form(' 100 '))).toEqual({
      ok: true,
      value: { dailyCap: 100, quietHours: null },
    });
    for (const cap of ['', '0', '101', '2.5', 'abc']) {
      expect(checkAlertSchedule(form(cap))).toEqual({
        ok: false,
        message: MSG_DAILY_CAP_INVALID,
        field: 'dailyCap',
      });
    }
  });

  it('takes quiet hours with both ends, also past midnight', () => {
    expect(checkAlertSchedule(form('20', '23:00', '07:30'))).toEqual({
      ok: true,
      value: { dailyCap: 20, quietHours: { start: '23:00', end: '07:30' } },
    });
  });

  it('refuses quiet hours with one end, or starting when they end', () => {
    expect(checkAlertSchedule(form('20', '23:00', ''))).toMatchObject({
      message: MSG_QUIET_HOURS_HALF,
      field: 'quietEnd',
    });
    expect(checkAlertSchedule(form('20', '', '07:00'))).toMatchObject({ field: 'quietStart' });
    expect(checkAlertSchedule(form('20', '08:00', '08:00'))).toMatchObject({
      message: MSG_QUIET_HOURS_EMPTY,
      field: 'quietEnd',
    });
  });
});

describe('checkWebhookUrl', () => {
  it('clears with an empty field and takes http(s) addresses', () => {
    expect(checkWebhookUrl('  ')).toEqual({ ok: true, value: null });
    expect(checkWebhookUrl(' https://api.day.app/key/ ')).toEqual({
      ok: true,
      value: 'https://api.day.app/key/',
    });
    expect(checkWebhookUrl('http://192.168.1.5:8080/hook?x=1')).toMatchObject({ ok: true });
  });

  it('refuses other schemes, spaces and addresses without a host', () => {
    for (const url of ['ftp://x.example', 'https://', 'https://a b.example', 'example.com']) {
      expect(checkWebhookUrl(url).ok).toBe(false);
    }
  });
});
