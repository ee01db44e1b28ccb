// @vitest-environment jsdom
// jsdom so that `@pricetrail/core` resolves through its `source` condition (see http/Http.test.ts).
import { MSG_INVALID_CODE, MSG_INVALID_PHONE } from '@pricetrail/core';
import { describe, expect, it } from 'vitest';
import { SAMPLE_USER } from '../login/sampleUser';
import { setupAccount } from './testing';

const NO_PHONE = { ...SAMPLE_USER, unions: SAMPLE_USER.unions.filter((u) => u.utype !== 4) };
const EMPTY = { oldPhone: '', oldCode: '', phone: '', code: '' };

describe('PhoneBindingStore', () => {
  it('binds a first phone with a bind code', async () => {
    const masked = { utype: 4, unick: '139*****678', status: '1' };
    const bound = { ...NO_PHONE, unions: [...NO_PHONE.unions, masked] };
    const { account, api } = setupAccount({ user: NO_PHONE, modify: { code: 1, data: bound } });
    await account.load();
    const phone = account.phoneBinding();
    expect(phone.mode).toBe('bind');
    expect(await phone.sendCode('new', '13912345678')).toBe(true);
    expect(api.calls).toContainEqual(['sendSmsCode', { phone: '13912345678', tag: 'bind' }]);
    await phone.submit({ ...EMPTY, phone: '13912345678', code: ' 123456 ' });
    expect(api.calls).toContainEqual([
      'modify',
      { tag: 'bind', phone: '13912345678', code: '123456' },
    ]);
    expect(phone.isDone).toBe(true);
    expect(account.phone).toBe('139*****678');
  });

  it('moves a bound account to another phone with codes to both phones', async () => {
    const { account, api } = setupAccount({ user: SAMPLE_USER });
    await account.load();
    const phone = account.phoneBinding();
    expect(phone.mode).toBe('rechange');
    await phone.sendCode('old', '13800138678');
    await phone.sendCode('new', '13912345678');
    expect(api.calls).toContainEqual(['sendSmsCode', { phone: '13800138678', tag: 'change' }]);
    expect(api.calls).toContainEqual(['sendSmsCode', { phone: '13912345678', tag: 'rechange' }]);
    await phone.submit({
      oldPhone: '13800138678',
      oldCode: '111111',
      phone: '13912345678',
      code: '222222',
    });
    expect(api.calls).toContainEqual([
      'modify',
      { tag: 'rechange', phone: '13912345678', code: '222222', old_code: '111111' },
    ]);
    expect(phone.isDone).toBe(true);
  });

  it('checks the form before calling the server, and shows its refusal', async () => {
    const { account, api } = setupAccount({
      user: SAMPLE_USER,
      modify: { code: 0, msg: '该手机号已被其他账号绑定' },
    });
    await account.load();
    const phone = account.phoneBinding();
    await phone.submit({ ...EMPTY, oldPhone: '123' });
    expect(phone.error).toBe(MSG_INVALID_PHONE);
    await phone.submit({ ...EMPTY, oldPhone: '13800138678' });
    expect(phone.error).toBe(MSG_INVALID_CODE);
    expect(await phone.sendCode('new', '12345')).toBe(false);
    expect(phone.error).toBe(MSG_INVALID_PHONE);
    expect(api.calls.some(([name]) => name === 'modify' || name === 'sendSmsCode')).toBe(false);

    await phone.submit({ oldPhone: '13800138678', oldCode: '1', phone: '13912345678', code: '2' });
    expect(phone.error).toBe('该手机号已被其他账号绑定');
    expect(phone.isDone).toBe(false);
  });

  it('opens the captcha when the SMS request needs one, and sends again once solved', async () => {
    const { account, api } = setupAccount({
      user: NO_PHONE,
      sms: { code: 0, data: { link: '/helper/captcha' } },
    });
    await account.load();
    const phone = account.phoneBinding();
    expect(await phone.sendCode('new', '13912345678')).toBe(false);
    expect(phone.captcha.link).toBe('/helper/captcha');
    phone.captcha.solved();
    expect(api.calls.filter(([name]) => name === 'sendSmsCode')).toHaveLength(2);
  });
});
