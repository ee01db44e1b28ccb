// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { CreditStore } from './CreditStore';
import { personalCalls, setupPersonal, type PersonalSetup } from './testing';

async function loaded(setup: PersonalSetup = {}) {
  const context = setupPersonal(setup);
  const store = new CreditStore(context.root, context.api);
  await store.load();
  return { ...context, store };
}

describe('CreditStore', () => {
  it('shows the balance, the rules and the ledger', async () => {
    const { store } = await loaded();
    expect(store.status).toBe('ready');
    expect(store.balance).toBe(39);
    expect(store.isCheckedInToday).toBe(false);
    expect(store.checkInAmount).toBe(5);
    expect(store.entries).toHaveLength(6);
  });

  it('checks in once, says how much it earned and reads the balance again', async () => {
    const { api, store } = await loaded();
    await store.checkIn();
    expect(store.isCheckedInToday).toBe(true);
    expect(store.checkInMessage).toEqual({ tone: 'success', text: '签到成功，积分 +5' });
    expect(store.balance).toBe(44);
    expect(personalCalls(api)).toEqual(['credits', 'checkIn', 'credits']);
  });

  it('sends one check-in for a double click, and none once checked in', async () => {
    const { api, store } = await loaded();
    await Promise.all([store.checkIn(), store.checkIn()]);
    await store.checkIn();
    expect(personalCalls(api).filter((name) => name === 'checkIn')).toHaveLength(1);
  });

  it('shows the server’s line when another tab checked in first, and then knows it', async () => {
    const { store } = await loaded({ personal: { fail: { checkIn: '今日已签到' } } });
    await store.checkIn();
    expect(store.checkInMessage).toEqual({ tone: 'error', text: '今日已签到' });
    expect(store.isCheckingIn).toBe(false);
  });

  it('is signed out for a visitor without asking', async () => {
    const { api, store } = await loaded({ hasSession: false });
    expect(store.status).toBe('signedOut');
    expect(api.calls).toEqual([]);
  });

  it('says why the credits could not be read', async () => {
    const { store } = await loaded({ personal: { fail: { credits: '积分服务维护中' } } });
    expect(store.status).toBe('failed');
    expect(store.error).toBe('积分服务维护中');
  });
});
