import { BAOLIAO_FIELD_CODES, MSG_BAOLIAO_EMPTY, MSG_BAOLIAO_NO_LINK } from '@pricetrail/core';
import { describe, expect, test } from 'vitest';
import { FakeIdentityApi } from '../login/FakeIdentityApi';
import { SAMPLE_USER } from '../login/sampleUser';
import { createTestRootStore } from '../testing/root';
import { BaoliaoFormStore } from './BaoliaoFormStore';
import { DealPostLinks } from './DealPostLinks';
import { DealPostStore } from './DealPostStore';
import { FakeDealPostsApi, SAMPLE_BAOLIAO_SENT } from './FakeDealPostsApi';
import { SAMPLE_DEAL_POST, SAMPLE_EXPIRED_POST } from './sampleDealPosts';

describe('DealPostStore', () => {
  test('a visitor sees the post; a vote opens the login modal instead', async () => {
    const root = createTestRootStore({ identity: new FakeIdentityApi({ user: null }) });
    const store = new DealPostStore(root, new FakeDealPostsApi());
    await store.load(SAMPLE_DEAL_POST.id);
    expect(store.status).toBe('ready');
    await store.vote(1);
    expect(root.login.isModalVisible).toBe(true);
    expect(store.post?.votes).toEqual(SAMPLE_DEAL_POST.votes);
  });

  test('a signed-in vote counts, changes sides, and is taken back by pressing it again', async () => {
    const root = createTestRootStore({ identity: new FakeIdentityApi({ user: SAMPLE_USER }) });
    await root.login.loadUser();
    const store = new DealPostStore(root, new FakeDealPostsApi());
    await store.load(SAMPLE_DEAL_POST.id);
    const { worth, unworth } = SAMPLE_DEAL_POST.votes;
    await store.vote(1);
    expect(store.post?.votes).toEqual({ worth: worth + 1, unworth, mine: 1 });
    await store.vote(-1);
    expect(store.post?.votes).toEqual({ worth, unworth: unworth + 1, mine: -1 });
    await store.vote(-1);
    expect(store.post?.votes).toEqual({ worth, unworth, mine: 0 });
  });

  test('reads a post once for the route and the page, and again once a signed-in viewer is known', async () => {
    const root = createTestRootStore({ identity: new FakeIdentityApi({ user: SAMPLE_USER }) });
    const api = new FakeDealPostsApi();
    const asked: number[] = [];
    const get = api.get.bind(api);
    api.get = (id) => {
      asked.push(id);
      return get(id);
    };
    const store = new DealPostStore(root, api);
    await Promise.all([
      store.ensureLoaded(SAMPLE_DEAL_POST.id),
      store.ensureLoaded(SAMPLE_DEAL_POST.id),
    ]);
    expect(asked).toEqual([SAMPLE_DEAL_POST.id]);
    await root.login.loadUser();
    await store.ensureLoaded(SAMPLE_DEAL_POST.id);
    await store.ensureLoaded(SAMPLE_DEAL_POST.id);
    expect(asked).toEqual([SAMPLE_DEAL_POST.id, SAMPLE_DEAL_POST.id]);
    expect(store.status).toBe('ready');
  });

  test('an unknown post is notFound; a failed read is an error with its line', async () => {
    const root = createTestRootStore();
    const missing = new DealPostStore(root, new FakeDealPostsApi());
    await missing.load(1);
    expect(missing.status).toBe('notFound');
    const failed = new DealPostStore(root, new FakeDealPostsApi({ fail: 'network' }));
    await failed.load(SAMPLE_DEAL_POST.id);
    expect(failed.status).toBe('error');
    expect(failed.message).toMatch(/网络/);
  });
});

describe('BaoliaoFormStore', () => {
  test('sends the trimmed link and reason, then says it awaits review', async () => {
    const api = new FakeDealPostsApi();
    const store = new BaoliaoFormStore(api);
    store.setLink(' https://item.jd.com/100012043978.html ');
    store.setReason('  叠加 200 元券，比双十一还低  ');
    await store.submit();
    expect(store.status).toBe('sent');
    expect(store.sentMessage).toBe(SAMPLE_BAOLIAO_SENT);
    expect(api.sent).toEqual([
      { link: 'https://item.jd.com/100012043978.html', reason: '叠加 200 元券，比双十一还低' },
    ]);
  });

  test('an empty form says what each field needs; a server refusal lands beside its field', async () => {
    const store = new BaoliaoFormStore(
      new FakeDealPostsApi({
        sendFailure: { code: BAOLIAO_FIELD_CODES.link, msg: '暂不支持该商城的链接' },
      }),
    );
    await store.submit();
    expect(store.errors).toEqual({ link: MSG_BAOLIAO_NO_LINK, reason: MSG_BAOLIAO_EMPTY });
    store.setLink('https://shop.example.com/1');
    store.setReason('这个价格真的不错');
    await store.submit();
    expect(store.status).toBe('editing');
    expect(store.errors.link).toBe('暂不支持该商城的链接');
  });
});

describe('DealPostLinks', () => {
  test('maps the products asked about to their approved posts', async () => {
    const links = new DealPostLinks(new FakeDealPostsApi());
    await links.load([SAMPLE_DEAL_POST.product.dpId, SAMPLE_EXPIRED_POST.product.dpId, '1-3']);
    expect([...links.postIds]).toEqual([
      [SAMPLE_DEAL_POST.product.dpId, SAMPLE_DEAL_POST.id],
      [SAMPLE_EXPIRED_POST.product.dpId, SAMPLE_EXPIRED_POST.id],
    ]);
  });

  test('asks once when the route and then the page ask for the same products, again for others', async () => {
    const api = new FakeDealPostsApi();
    const asked: (readonly string[] | undefined)[] = [];
    const list = api.list.bind(api);
    api.list = (query) => {
      asked.push(query.dpIds);
      return list(query);
    };
    const links = new DealPostLinks(api);
    const shown = [SAMPLE_DEAL_POST.product.dpId, '1-3'];
    await Promise.all([links.ensureLoaded(shown), links.ensureLoaded([...shown])]);
    await links.ensureLoaded(shown);
    expect(asked).toEqual([shown]);
    await links.ensureLoaded([SAMPLE_EXPIRED_POST.product.dpId]);
    expect(asked).toEqual([shown, [SAMPLE_EXPIRED_POST.product.dpId]]);
    expect([...links.postIds]).toEqual([
      [SAMPLE_EXPIRED_POST.product.dpId, SAMPLE_EXPIRED_POST.id],
    ]);
  });
});
