import { BAOLIAO_FIELD_CODES, MSG_BAOLIAO_SENT, MSG_BAOLIAO_TOO_SHORT } from '@pricetrail/core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DIALECTS } from '../../../testing/dialects.js';
import {
  identityHarness,
  TEST_HOST,
  TEST_ORIGIN,
  type IdentityClient,
  type IdentityHarness,
} from '../../../testing/identityClient.js';
import { newUser, writePrices } from '../../../testing/personal.js';
import { CREDIT_AMOUNTS } from '../../../personal/credits.js';
import { LINK_ERRORS } from '../../../links/linkErrors.js';

// 2026-11-27 12:00 Asia/Shanghai.
const START = Date.UTC(2026, 10, 27, 4) / 1000;
const DAY = 86_400;

interface Post {
  id: number;
  source: string;
  status: string;
  reason: string | null;
  rejectReason: string | null;
  price: number;
  expired: boolean;
  product: { dpId: string };
  proof: { median30: number | null; dropPercent: number | null; dataDays: number };
  votes: { worth: number; unworth: number; mine: number };
}

function cookieOf(client: IdentityClient | undefined): string | undefined {
  return client && [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

let items = 0;

describe.each(DIALECTS)('deal posts on %s', (dialect) => {
  let h: IdentityHarness;
  let operator: IdentityClient;
  let author: IdentityClient;
  let other: IdentityClient;
  let calls = 0;

  beforeAll(async () => {
    h = await identityHarness(dialect, START, { OPERATOR_UIDS: '1' });
    operator = await newUser(h);
    author = await newUser(h);
    other = await newUser(h);
  });
  afterAll(() => h.app.close());

  function call(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { as?: IdentityClient; json?: object } = {},
  ) {
    calls += 1;
    const headers: Record<string, string> = { host: TEST_HOST, origin: TEST_ORIGIN };
    const cookie = cookieOf(options.as);
    if (cookie) headers.cookie = cookie;
    let payload: string | undefined;
    if (options.json) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.json);
    }
    return h.app.inject({ method, url, headers, payload, remoteAddress: `192.0.2.${calls % 250}` });
  }

  /** A new JD product seen daily for 50 days at `before(daysAgo)`, and at `today` now. */
  async function product(before: (daysAgo: number) => number, today: number): Promise<string> {
    items += 1;
    const dpId = `${7_100_000 + items}-3`;
    const prices = [];
    for (let ago = 50; ago >= 1; ago--) {
      prices.push({ dpId, finalPrice: before(ago), at: START - ago * DAY });
    }
    prices.push({ dpId, finalPrice: today, at: START - 60 });
    await writePrices(h, prices);
    return dpId;
  }

  async function postsOf(dpId: string, as?: IdentityClient): Promise<Post[]> {
    const response = await call('GET', `/api/deal-posts?dp=${dpId}`, { as });
    expect(response.statusCode).toBe(200);
    return response.json<{ items: Post[] }>().items;
  }

  function baoliaoCredits(postId: number) {
    return h.db.kysely
      .selectFrom('credit_entries')
      .select(['user_id', 'amount'])
      .where('reason', '=', 'baoliao')
      .where('ref', '=', String(postId))
      .execute();
  }

  async function authorOf(postId: number) {
    const row = await h.db.kysely
      .selectFrom('deal_posts')
      .select('user_id')
      .where('id', '=', postId)
      .executeTakeFirstOrThrow();
    return row.user_id;
  }

  async function realDealPost(): Promise<{ dpId: string; post: Post }> {
    const dpId = await product(() => 10_000, 8000);
    await h.app.dealPosts.runOnce();
    const [post] = await postsOf(dpId);
    if (!post) throw new Error('no post was made from a real drop');
    return { dpId, post };
  }

  test('a real drop is posted once, with the deal figures; a 先涨后降 cut is not', async () => {
    const real = await product(() => 10_000, 8000);
    const fake = await product((ago) => (ago <= 20 ? 10_000 : 8000), 8000);
    await h.app.dealPosts.runOnce();
    await h.app.dealPosts.runOnce();
    const posts = await postsOf(real);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      source: 'auto',
      status: 'approved',
      price: 8000,
      expired: false,
      proof: { median30: 10_000, dropPercent: 20, dataDays: 30 },
      votes: { worth: 0, unworth: 0, mine: 0 },
    });
    expect(await postsOf(fake)).toEqual([]);
  });

  test('a post is 已过期 once the price goes back up, and stays readable', async () => {
    const { dpId, post } = await realDealPost();
    await writePrices(h, [{ dpId, finalPrice: 10_000, at: START - 30 }]);
    const response = await call('GET', `/api/deal-posts/${post.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<Post>()).toMatchObject({ id: post.id, price: 8000, expired: true });
  });

  test('votes count once per user, can be changed and taken back; visitors get 401', async () => {
    const { post } = await realDealPost();
    const path = `/api/deal-posts/${post.id}/vote`;
    const visitor = await call('PUT', path, { json: { value: 1 } });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ msg: '请先登录' });

    const vote = async (as: IdentityClient, value: number) => {
      const response = await call('PUT', path, { as, json: { value } });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: Post['votes'] }>().data;
    };
    expect(await vote(other, 1)).toEqual({ worth: 1, unworth: 0, mine: 1 });
    expect(await vote(other, 1)).toEqual({ worth: 1, unworth: 0, mine: 1 });
    expect(await vote(other, -1)).toEqual({ worth: 0, unworth: 1, mine: -1 });
    expect(await vote(author, 1)).toEqual({ worth: 1, unworth: 1, mine: 1 });
    const seen = await call('GET', `/api/deal-posts/${post.id}`, { as: other });
    expect(seen.json<Post>().votes).toEqual({ worth: 1, unworth: 1, mine: -1 });
    expect(await vote(other, 0)).toEqual({ worth: 1, unworth: 0, mine: 0 });
    expect(
      (await call('PUT', '/api/deal-posts/999999/vote', { as: other, json: { value: 1 } }))
        .statusCode,
    ).toBe(404);
  });

  test('a 爆料 is pending until an operator approves it, then everybody sees it', async () => {
    const dpId = await product(() => 10_000, 9500);
    const link = `https://item.jd.com/${dpId.split('-')[0]}.html`;
    const signedOut = await call('POST', '/api/deal-posts', {
      json: { link, reason: '凑单很划算' },
    });
    expect(signedOut.statusCode).toBe(401);
    const sent = await call('POST', '/api/deal-posts', {
      as: author,
      json: { link, reason: '  双11 前的好价，凑单更便宜  ' },
    });
    expect(sent.statusCode).toBe(200);
    const { data, msg } = sent.json<{ data: { id: number }; msg: string }>();
    expect(msg).toBe(MSG_BAOLIAO_SENT);
    const path = `/api/deal-posts/${data.id}`;
    expect((await call('GET', path)).statusCode).toBe(404);
    expect((await call('GET', path, { as: other })).statusCode).toBe(404);
    const own = await call('GET', path, { as: author });
    expect(own.json<Post>()).toMatchObject({
      source: 'user',
      status: 'pending',
      price: 9500,
      reason: '双11 前的好价，凑单更便宜',
      proof: { median30: 10_000, dropPercent: 5 },
    });
    expect(await postsOf(dpId)).toEqual([]);

    const queue = await call('GET', '/api/moderation', { as: operator });
    expect(queue.json<{ baoliao: Post[] }>().baoliao.map((p) => p.id)).toContain(data.id);
    const refused = await call('POST', `/api/moderation/baoliao/${data.id}`, {
      as: other,
      json: { action: 'approve' },
    });
    expect(refused.statusCode).toBe(403);
    const approved = await call('POST', `/api/moderation/baoliao/${data.id}`, {
      as: operator,
      json: { action: 'approve' },
    });
    expect(approved.json()).toMatchObject({ code: 1, msg: '已通过' });
    expect((await call('GET', path)).json<Post>()).toMatchObject({ status: 'approved' });
    expect((await postsOf(dpId)).map((p) => p.id)).toEqual([data.id]);
    const again = await call('POST', `/api/moderation/baoliao/${data.id}`, {
      as: operator,
      json: { action: 'approve' },
    });
    expect(again.statusCode).toBe(404);
    expect(await baoliaoCredits(data.id)).toEqual([
      { user_id: await authorOf(data.id), amount: CREDIT_AMOUNTS.baoliao },
    ]);
  });

  test('an approved post takes comments; a pending 爆料 or a missing post does not', async () => {
    const { post } = await realDealPost();
    const thread = `/api/comments/deal/${post.id}`;
    const sent = await call('POST', thread, { as: author, json: { text: '这个价可以入手' } });
    expect(sent.statusCode).toBe(200);
    const own = await call('GET', thread, { as: author });
    expect(own.json<{ items: { text: string }[] }>().items.map((c) => c.text)).toEqual([
      '这个价可以入手',
    ]);

    const dpId = await product(() => 10_000, 9400);
    const link = `https://item.jd.com/${dpId.split('-')[0]}.html`;
    const pending = await call('POST', '/api/deal-posts', {
      as: author,
      json: { link, reason: '待审核的爆料不能评论' },
    });
    const pendingId = pending.json<{ data: { id: number } }>().data.id;
    for (const url of [`/api/comments/deal/${pendingId}`, '/api/comments/deal/99999999']) {
      const refused = await call('POST', url, { as: author, json: { text: '评论一下' } });
      expect(refused.statusCode).toBe(404);
    }
  });

  test('a rejected 爆料 keeps the reason its author sees, and nobody else', async () => {
    const dpId = await product(() => 10_000, 9900);
    const link = `https://item.jd.com/${dpId.split('-')[0]}.html`;
    const sent = await call('POST', '/api/deal-posts', {
      as: author,
      json: { link, reason: '这个价格真的不错' },
    });
    const { id } = sent.json<{ data: { id: number } }>().data;
    const rejected = await call('POST', `/api/moderation/baoliao/${id}`, {
      as: operator,
      json: { action: 'reject', reason: '价格没有优势' },
    });
    expect(rejected.json()).toMatchObject({ code: 1, msg: '已驳回' });
    const own = await call('GET', `/api/deal-posts/${id}`, { as: author });
    expect(own.json<Post>()).toMatchObject({ status: 'rejected', rejectReason: '价格没有优势' });
    expect((await call('GET', `/api/deal-posts/${id}`, { as: other })).statusCode).toBe(404);
    expect(await baoliaoCredits(id)).toEqual([]);
  });

  test("我的爆料 lists the author's own 爆料 in every state, newest first; visitors get 401", async () => {
    const send = async (reason: string) => {
      const dpId = await product(() => 10_000, 9600);
      const link = `https://item.jd.com/${dpId.split('-')[0]}.html`;
      const sent = await call('POST', '/api/deal-posts', { as: other, json: { link, reason } });
      return sent.json<{ data: { id: number } }>().data.id;
    };
    const approvedId = await send('会员价叠加满减，很划算');
    const rejectedId = await send('这个价格也还行吧');
    const pendingId = await send('刚刚降价，先到先得');
    await call('POST', `/api/moderation/baoliao/${approvedId}`, {
      as: operator,
      json: { action: 'approve' },
    });
    await call('POST', `/api/moderation/baoliao/${rejectedId}`, {
      as: operator,
      json: { action: 'reject', reason: '价格没有优势' },
    });

    const visitor = await call('GET', '/api/deal-posts/mine');
    expect(visitor.statusCode).toBe(401);
    const mine = await call('GET', '/api/deal-posts/mine', { as: other });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const items = mine.json<{ items: Post[] }>().items;
    expect(items.map((p) => [p.id, p.status, p.rejectReason])).toEqual([
      [pendingId, 'pending', null],
      [rejectedId, 'rejected', '价格没有优势'],
      [approvedId, 'approved', null],
    ]);
    const others = await call('GET', '/api/deal-posts/mine', { as: author });
    const theirs = others.json<{ items: Post[] }>().items.map((p) => p.id);
    expect(theirs).not.toContain(pendingId);
    expect(theirs).not.toContain(approvedId);
  });

  test('a 爆料 with an unknown link or too short a reason is refused in Chinese', async () => {
    const send = (link: string, reason: string) =>
      call('POST', '/api/deal-posts', { as: author, json: { link, reason } });
    const unknown = await send('https://shop.example.com/item/1', '这个价格真的不错');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      code: BAOLIAO_FIELD_CODES.link,
      msg: LINK_ERRORS.unsupported_site,
    });
    const notLink = await send('随便写写', '这个价格真的不错');
    expect(notLink.json()).toMatchObject({ msg: LINK_ERRORS.not_a_url });
    const short = await send('https://item.jd.com/100012043978.html', '好');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ code: BAOLIAO_FIELD_CODES.reason, msg: MSG_BAOLIAO_TOO_SHORT });
  });
});
