// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FollowStore } from './FollowStore';
import { personalCalls, setupPersonal, type PersonalSetup } from './testing';

async function loaded(setup: PersonalSetup = {}) {
  const context = setupPersonal(setup);
  const store = new FollowStore(context.root, context.api);
  await store.load();
  return { ...context, store };
}

describe('FollowStore', () => {
  it('lists the follows newest first with the limit', async () => {
    const { store } = await loaded();
    expect(store.status).toBe('ready');
    expect(store.follows.map((f) => f.label)).toEqual([
      '关键词「降噪耳机」',
      '品牌「Apple」',
      '分类「手机数码」',
    ]);
    expect(store.max).toBe(50);
    expect(store.isFull).toBe(false);
  });

  it('follows a keyword, puts it first and clears the form', async () => {
    const { store } = await loaded();
    store.setDraft('keyword', ' 扫地机器人 ');
    await store.add();
    expect(store.follows[0]?.label).toBe('关键词「扫地机器人」');
    expect(store.draft).toBe('');
    expect(store.message).toEqual({
      tone: 'success',
      text: '已关注关键词「扫地机器人」，有好价时会提醒你',
    });
  });

  it('says what is wrong with a blank or long keyword without asking the server', async () => {
    const { api, store } = await loaded();
    store.setDraft('brand', '   ');
    await store.add();
    expect(store.message).toEqual({ tone: 'error', text: '请填写要关注的品牌' });
    store.setDraft('keyword', '字'.repeat(31));
    await store.add();
    expect(store.message).toEqual({ tone: 'error', text: '关键词最多 30 个字' });
    expect(personalCalls(api)).toEqual(['follows']);
  });

  it("shows the server's refusal of a duplicate and keeps the draft", async () => {
    const { store } = await loaded();
    store.setDraft('brand', 'apple');
    await store.add();
    expect(store.message).toEqual({ tone: 'error', text: '已经关注了品牌「apple」' });
    expect(store.draft).toBe('apple');
    expect(store.follows).toHaveLength(3);
  });

  it('removes at once and puts it back in its place when the server refuses', async () => {
    const { store } = await loaded({ personal: { fail: { removeFollow: '网络异常' } } });
    const removal = store.remove(32);
    expect(store.follows.map((f) => f.id)).toEqual([31, 33]);
    await removal;
    expect(store.follows.map((f) => f.id)).toEqual([31, 32, 33]);
    expect(store.listMessage).toEqual({ tone: 'error', text: '网络异常' });
  });

  it('removes and says so', async () => {
    const { store } = await loaded();
    await store.remove(31);
    expect(store.follows.map((f) => f.id)).toEqual([32, 33]);
    expect(store.listMessage).toEqual({ tone: 'success', text: '已取消关注关键词「降噪耳机」' });
  });

  it('a visitor without a session is signed out with no request', async () => {
    const { api, store } = await loaded({ hasSession: false });
    expect(store.status).toBe('signedOut');
    expect(api.calls).toEqual([]);
  });

  it('a list that cannot be read says why', async () => {
    const { store } = await loaded({ personal: { fail: { follows: 'network' } } });
    expect(store.status).toBe('failed');
    expect(store.error).toBe('网络异常');
  });
});
