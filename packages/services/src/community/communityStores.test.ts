import {
  MSG_REJECT_REASON,
  MSG_SHAIDAN_NO_IMAGES,
  MSG_SHAIDAN_NO_LINK,
  MSG_SHAIDAN_TOO_MANY_IMAGES,
  SHAIDAN_FIELD_CODES,
} from '@pricetrail/core';
import { describe, expect, test } from 'vitest';
import { SAMPLE_USER } from '../login/sampleUser';
import { FakeIdentityApi } from '../login/FakeIdentityApi';
import { createTestRootStore } from '../testing/root';
import { FakeCommunityApi, SAMPLE_SHAIDAN_SENT } from './FakeCommunityApi';
import { ModerationStore } from './ModerationStore';
import { MyPostsStore, type AuthoredPost } from './MyPostsStore';
import type { PostPage } from './communityTypes';
import { SAMPLE_MY_POSTS, SAMPLE_POSTS, SAMPLE_QUEUE } from './sampleCommunity';
import { ProductReviewsStore } from './ProductReviewsStore';
import { ShaidanFeedStore } from './ShaidanFeedStore';
import { ShaidanFormStore } from './ShaidanFormStore';

let ids = 0;

function photo(name = 'photo.png') {
  ids += 1;
  return { id: String(ids), file: new File([new Uint8Array(100)], name, { type: 'image/png' }) };
}

describe('ShaidanFormStore', () => {
  test('sends the trimmed link, text and photos, then says it awaits review', async () => {
    const api = new FakeCommunityApi();
    const store = new ShaidanFormStore(api);
    store.setLink('  https://item.jd.com/100012043978.html ');
    store.setText('  很好用  ');
    store.setImages([photo('a.png'), photo('b.png')]);
    await store.submit();
    expect(store.status).toBe('sent');
    expect(store.sentMessage).toBe(SAMPLE_SHAIDAN_SENT);
    expect(api.sent[0]).toMatchObject({
      link: 'https://item.jd.com/100012043978.html',
      text: '很好用',
    });
    expect(api.sent[0]?.images.map((image) => image.filename)).toEqual(['a.png', 'b.png']);
  });

  test('an empty form says what each field needs and sends nothing', async () => {
    const api = new FakeCommunityApi();
    const store = new ShaidanFormStore(api);
    await store.submit();
    expect(store.errors).toMatchObject({
      link: MSG_SHAIDAN_NO_LINK,
      images: MSG_SHAIDAN_NO_IMAGES,
    });
    expect(api.sent).toHaveLength(0);
  });

  test('keeps at most nine photos and says so', () => {
    const store = new ShaidanFormStore(new FakeCommunityApi());
    store.setImages(Array.from({ length: 10 }, () => photo()));
    expect(store.images).toHaveLength(9);
    expect(store.errors.images).toBe(MSG_SHAIDAN_TOO_MANY_IMAGES);
  });

  test('the server’s refusal of the link shows beside the link', async () => {
    const api = new FakeCommunityApi({
      sendFailure: { code: SHAIDAN_FIELD_CODES.link, msg: '暂不支持该商城的链接' },
    });
    const store = new ShaidanFormStore(api);
    store.setLink('https://example.com/1');
    store.setText('好');
    store.setImages([photo()]);
    await store.submit();
    expect(store.status).toBe('editing');
    expect(store.errors.link).toBe('暂不支持该商城的链接');
    expect(store.formError).toBeNull();
  });
});

describe('ShaidanFeedStore', () => {
  test('loads a page; a visitor’s like opens the login modal instead', async () => {
    const root = createTestRootStore({ identity: new FakeIdentityApi({ user: null }) });
    const store = new ShaidanFeedStore(root, new FakeCommunityApi());
    await store.load(1);
    expect(store.result?.items).toHaveLength(SAMPLE_POSTS.length);
    const first = store.result?.items[0];
    if (!first) throw new Error('no post');
    await store.toggleLike(first);
    expect(root.login.isModalVisible).toBe(true);
    expect(store.result?.items[0]?.liked).toBe(false);
  });

  test('a signed-in like counts at once and can be taken back', async () => {
    const root = createTestRootStore({ identity: new FakeIdentityApi({ user: SAMPLE_USER }) });
    await root.login.loadUser();
    const store = new ShaidanFeedStore(root, new FakeCommunityApi());
    await store.load(1);
    const first = store.result?.items[0];
    if (!first) throw new Error('no post');
    await store.toggleLike(first);
    expect(store.result?.items[0]).toMatchObject({ liked: true, likes: first.likes + 1 });
    const liked = store.result?.items[0];
    if (!liked) throw new Error('no post');
    await store.toggleLike(liked);
    expect(store.result?.items[0]).toMatchObject({ liked: false, likes: first.likes });
  });

  test('a failed load says why in Chinese', async () => {
    const root = createTestRootStore();
    const store = new ShaidanFeedStore(root, new FakeCommunityApi({ fail: 'network' }));
    await store.load(1);
    expect(store.status).toBe('error');
    expect(store.message).toBe('网络异常');
  });
});

describe('ShaidanFeedStore as the route and the page share it', () => {
  /** The fake API, counting the feed pages it is asked for. */
  function countingApi() {
    const api = new FakeCommunityApi();
    const asked: number[] = [];
    const feed = api.feed.bind(api);
    api.feed = (page) => {
      asked.push(page);
      return feed(page);
    };
    return { api, asked };
  }

  test('the route loads a page and the page asks again for nothing; another page loads', async () => {
    const { api, asked } = countingApi();
    const store = new ShaidanFeedStore(createTestRootStore(), api);
    await store.load(1);
    await store.ensureLoaded(1);
    expect(asked).toEqual([1]);
    await store.ensureLoaded(2);
    expect(asked).toEqual([1, 2]);
    expect(store.result?.page).toBe(2);
  });

  test('a page read for a visitor is read again once the shopper is signed in, for their likes', async () => {
    const root = createTestRootStore({ identity: new FakeIdentityApi({ user: SAMPLE_USER }) });
    const { api, asked } = countingApi();
    const store = new ShaidanFeedStore(root, api);
    await store.load(1);
    await root.login.loadUser();
    await store.ensureLoaded(1);
    await store.ensureLoaded(1);
    expect(asked).toEqual([1, 1]);
  });

  test('a like given while the page reloads stays, though the reload was read before it', async () => {
    const root = createTestRootStore({ identity: new FakeIdentityApi({ user: SAMPLE_USER }) });
    await root.login.loadUser();
    const api = new FakeCommunityApi();
    const store = new ShaidanFeedStore(root, api);
    await store.load(1);
    const first = store.result?.items[0];
    if (!first) throw new Error('no post');
    const readBeforeTheLike = await api.feed(1);
    let answer: (page: PostPage) => void = () => undefined;
    api.feed = () => new Promise<PostPage>((resolve) => (answer = resolve));
    const reloading = store.load(1);
    await store.toggleLike(first);
    const liked = { liked: !first.liked, likes: first.likes + (first.liked ? -1 : 1) };
    expect(store.result?.items[0]).toMatchObject(liked);
    answer(readBeforeTheLike);
    await reloading;
    expect(readBeforeTheLike.items[0]).toMatchObject({ liked: first.liked });
    expect(store.result?.items[0]).toMatchObject(liked);
    expect(store.status).toBe('ready');
  });
});

describe('ProductReviewsStore', () => {
  test('the route reads the reviews, the tab asks again for nothing, the next visit reads anew', async () => {
    const api = new FakeCommunityApi();
    const asked: string[] = [];
    const productReviews = api.productReviews.bind(api);
    api.productReviews = (dpId) => {
      asked.push(dpId);
      return productReviews(dpId);
    };
    const store = new ProductReviewsStore(api, '100012043978-3');
    await store.refresh();
    await store.ensureLoaded();
    expect(asked).toEqual(['100012043978-3']);
    expect(store.status).toBe('ready');
    expect(store.reviews?.reviews.every((review) => review.dpId === '100012043978-3')).toBe(true);
    await store.refresh();
    expect(asked).toHaveLength(2);
  });

  test('a failed read says why in Chinese', async () => {
    const store = new ProductReviewsStore(new FakeCommunityApi({ fail: 'network' }), '1-3');
    await store.ensureLoaded();
    expect(store).toMatchObject({ status: 'error', message: '网络异常', reviews: undefined });
  });
});

describe('MyPostsStore', () => {
  test('loads the author’s own posts with where each stands', async () => {
    const api = new FakeCommunityApi();
    const store = new MyPostsStore(() => api.mine());
    await store.load();
    expect(store.status).toBe('ready');
    expect(store.posts?.map((post) => [post.status, post.rejectReason])).toEqual(
      SAMPLE_MY_POSTS.map((post) => [post.status, post.rejectReason]),
    );
  });

  test('a newer load wins over an older one that answers late', async () => {
    const answers: ((posts: readonly AuthoredPost[]) => void)[] = [];
    const store = new MyPostsStore(
      () => new Promise<readonly AuthoredPost[]>((resolve) => answers.push(resolve)),
    );
    const older = { id: 1, status: 'pending', rejectReason: null, createdAt: 1 } as const;
    const newer = { ...older, id: 2, status: 'approved' } as const;
    const first = store.load();
    const second = store.load();
    answers[1]?.([newer]);
    await second;
    answers[0]?.([older]);
    await first;
    expect(store.posts).toEqual([newer]);
    expect(store.status).toBe('ready');
  });

  test('a failed load says why in Chinese', async () => {
    const api = new FakeCommunityApi({ fail: 'network' });
    const store = new MyPostsStore(() => api.mine());
    await store.load();
    expect(store).toMatchObject({ status: 'error', message: '网络异常', posts: undefined });
  });
});

describe('ModerationStore', () => {
  test('approving takes an item off the queue; rejecting needs a reason', async () => {
    const api = new FakeCommunityApi();
    const store = new ModerationStore(api);
    await store.load();
    expect(store.queue).toEqual(SAMPLE_QUEUE);
    const post = SAMPLE_QUEUE.shaidan[0];
    const review = SAMPLE_QUEUE.reviews[0];
    if (!post || !review) throw new Error('sample queue is empty');
    await store.decide('shaidan', post.id, true);
    expect(store.queue?.shaidan).toHaveLength(0);
    await store.decide('review', review.id, false);
    expect(store.reasonErrors[`review:${review.id}`]).toBe(MSG_REJECT_REASON);
    expect(api.verdicts).toHaveLength(1);
    store.setReason('review', review.id, ' 与商品无关 ');
    await store.decide('review', review.id, false);
    expect(api.verdicts[1]).toEqual({
      kind: 'review',
      id: review.id,
      approve: false,
      reason: '与商品无关',
    });
    expect(store.queue?.reviews).toHaveLength(0);
  });

  test('a visitor without a session is signed out without asking the server', async () => {
    const api = new FakeCommunityApi();
    const store = new ModerationStore(api, () => false);
    await store.load();
    expect(store.status).toBe('signedOut');
    expect(store.queue).toBeUndefined();
  });

  test('anyone else lands on forbidden', async () => {
    const store = new ModerationStore(new FakeCommunityApi({ queue: 'forbidden' }));
    await store.load();
    expect(store.status).toBe('forbidden');
    expect(store.message).toBe('无权访问审核后台');
  });
});
