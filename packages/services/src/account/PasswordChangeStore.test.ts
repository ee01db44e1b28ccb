// @vitest-environment jsdom
// jsdom so that `@pricetrail/core` resolves through its `source` condition (see http/Http.test.ts).
import { MSG_INVALID_CODE, MSG_PASSWORD_COMMON, MSG_PASSWORD_LENGTH } from '@pricetrail/core';
import { describe, expect, it } from 'vitest';
import { MSG_PASSWORD_MISMATCH } from '../login/PasswordResetStore';
import { SAMPLE_USER } from '../login/sampleUser';
import { MSG_CURRENT_PASSWORD_EMPTY } from './accountMessages';
import { setupAccount } from './testing';

const GOOD = 'Qz8#trail26';
const FORM = { phone: '', code: '', currentPassword: '', password: GOOD, confirm: GOOD };
const NO_PHONE = { ...SAMPLE_USER, unions: SAMPLE_USER.unions.filter((u) => u.utype !== 4) };
const NO_PHONE_NO_PASSWORD = { ...NO_PHONE, hasPassword: false };

async function setup(options: Parameters<typeof setupAccount>[0] = {}) {
  const context = setupAccount({ user: SAMPLE_USER, ...options });
  await context.account.load();
  return { ...context, password: context.account.passwordChange() };
}

describe('PasswordChangeStore', () => {
  it('sets a password with a change code to the bound phone', async () => {
    const { api, password } = await setup();
    expect(password.proof).toBe('sms');
    expect(await password.sendCode('13800138678')).toBe(true);
    expect(api.calls).toContainEqual(['sendSmsCode', { phone: '13800138678', tag: 'change' }]);
    await password.submit({ ...FORM, phone: '13800138678', code: '123456' });
    expect(api.calls.at(-1)).toEqual(['modify', { code: '123456', passwd: GOOD }]);
    expect(password.isDone).toBe(true);
  });

  it('changes it with the current password', async () => {
    const { api, password } = await setup();
    password.setProof('password');
    await password.submit(FORM);
    expect(password.error).toBe(MSG_CURRENT_PASSWORD_EMPTY);
    await password.submit({ ...FORM, currentPassword: 'old-secret-1' });
    expect(api.calls.at(-1)).toEqual(['modify', { old_passwd: 'old-secret-1', passwd: GOOD }]);
  });

  it('offers the proofs the account has', async () => {
    expect((await setup()).password.proofs).toEqual(['sms', 'password']);
    const phoneOnly = await setup({ user: { ...SAMPLE_USER, hasPassword: false } });
    expect(phoneOnly.password.proofs).toEqual(['sms']);
    expect(phoneOnly.password.isFirstPassword).toBe(false);
  });

  it('lets an account with neither a phone nor a password set its first one with no proof', async () => {
    const { api, password } = await setup({ user: NO_PHONE_NO_PASSWORD });
    expect(password.proofs).toEqual([]);
    expect(password.isFirstPassword).toBe(true);
    await password.submit(FORM);
    expect(api.calls.at(-1)).toEqual(['modify', { passwd: GOOD }]);
  });

  it('asks an account without a phone for its current password once it has one', async () => {
    const { api, password } = await setup({ user: NO_PHONE });
    expect(password.proofs).toEqual(['password']);
    expect(password.proof).toBe('password');
    await password.submit(FORM);
    expect(password.error).toBe(MSG_CURRENT_PASSWORD_EMPTY);
    expect(api.calls.some(([name]) => name === 'modify')).toBe(false);
  });

  it("checks the new password with core's rules before calling the server", async () => {
    const { api, password } = await setup();
    const withCode = { ...FORM, phone: '13800138678', code: '1' };
    await password.submit({ ...withCode, code: ' ' });
    expect(password.error).toBe(MSG_INVALID_CODE);
    await password.submit({ ...withCode, password: 'short', confirm: 'short' });
    expect(password.error).toBe(MSG_PASSWORD_LENGTH);
    await password.submit({ ...withCode, password: 'password', confirm: 'password' });
    expect(password.error).toBe(MSG_PASSWORD_COMMON);
    await password.submit({ ...withCode, confirm: 'Qz8#trail27' });
    expect(password.error).toBe(MSG_PASSWORD_MISMATCH);
    expect(api.calls.some(([name]) => name === 'modify')).toBe(false);
  });

  it("shows the server's refusal", async () => {
    const { password } = await setup({ modify: { code: 0, msg: '当前密码错误' } });
    password.setProof('password');
    await password.submit({ ...FORM, currentPassword: 'wrong-one-1' });
    expect(password.error).toBe('当前密码错误');
    expect(password.isDone).toBe(false);
  });
});
