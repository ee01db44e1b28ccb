// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FollowTopicStore, type FollowTopic } from './FollowTopicStore';
import { personalCalls, setupPersonal, type PersonalSetup } from './testing';

async function loaded(topic: FollowTopic, setup: PersonalSetup = {}) {
  const context = setupPersonal(setup);
  const store = new FollowTopicStore(context.root, context.api, topic);
  await store.load();
  return { ...context, store };
}

describe('FollowTopicStore', () => {
  it('knows a category already followed', async () => {
    const { store } = await loaded({ kind: 'category', value: 'digital' });
    expect(store.state).toBe('followed');
  });

  it('follows a searched keyword once', async () => {
    const { api, store } = await loaded({ kind: 'keyword', value: '空气炸锅' });
    expect(store.state).toBe('idle');
    await Promise.all([store.follow(), store.follow()]);
    expect(store.state).toBe('followed');
    expect(personalCalls(api)).toEqual(['follows', 'addFollow']);
  });

  it('a visitor gets the login modal and no call', async () => {
    const { api, login, store } = await loaded(
      { kind: 'keyword', value: '空气炸锅' },
      { hasSession: false },
    );
    await store.follow();
    expect(login.isModalVisible).toBe(true);
    expect(api.calls).toEqual([]);
    expect(store.state).toBe('idle');
  });

  it("shows the server's refusal and offers 关注 again", async () => {
    const { store } = await loaded(
      { kind: 'keyword', value: '空气炸锅' },
      { personal: { fail: { addFollow: '最多关注 50 个品牌、分类或关键词，请先取消一些' } } },
    );
    await store.follow();
    expect(store.state).toBe('idle');
    expect(store.error).toBe('最多关注 50 个品牌、分类或关键词，请先取消一些');
  });
});
