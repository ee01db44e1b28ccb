// @vitest-environment jsdom
// jsdom so that `@pricetrail/core` resolves through its `source` condition (see http/Http.test.ts).
import { describe, expect, it } from 'vitest';
import { SAMPLE_USER } from '../login/sampleUser';
import { MSG_NICKNAME_EMPTY } from './accountMessages';
import { setupAccount } from './testing';

const refuseEmpty = (value: string) => (value === '' ? MSG_NICKNAME_EMPTY : null);

describe('ProfileFieldStore', () => {
  it('saves the trimmed nickname and shows the user the server answered with', async () => {
    const renamed = { ...SAMPLE_USER, nickname: '小明爱比价' };
    const { account, api, login } = setupAccount({
      user: SAMPLE_USER,
      modify: { code: 1, msg: '修改成功', data: renamed },
    });
    await account.load();
    const nickname = account.profileField('nickname', refuseEmpty);
    nickname.edit(account.user?.nickname ?? '');
    nickname.setDraft('  小明爱比价 ');
    await nickname.save();
    expect(api.calls).toContainEqual(['modify', { nickname: '小明爱比价' }]);
    expect(account.user?.nickname).toBe('小明爱比价');
    expect(nickname.isEditing).toBe(false);
    expect(nickname.isSaved).toBe(true);
    // The header's user is read again.
    expect(api.calls.filter(([name]) => name === 'detail')).toHaveLength(2);
    expect(login.userInfo).not.toBeNull();
  });

  it('refuses an empty value without calling the server', async () => {
    const { account, api } = setupAccount({ user: SAMPLE_USER });
    await account.load();
    const nickname = account.profileField('nickname', refuseEmpty);
    nickname.edit('价迹用户');
    nickname.setDraft('   ');
    await nickname.save();
    expect(nickname.error).toBe(MSG_NICKNAME_EMPTY);
    expect(nickname.isEditing).toBe(true);
    expect(api.calls.some(([name]) => name === 'modify')).toBe(false);
  });

  it("keeps the editor open with the server's refusal", async () => {
    const { account } = setupAccount({
      user: SAMPLE_USER,
      modify: { code: 0, msg: '该邮箱已被其他账号绑定' },
    });
    await account.load();
    const email = account.profileField('email', () => null);
    email.edit('');
    email.setDraft('taken@example.com');
    await email.save();
    expect(email.error).toBe('该邮箱已被其他账号绑定');
    expect(email.isEditing).toBe(true);
    expect(account.email).toBe('shopper@example.com');
  });
});
