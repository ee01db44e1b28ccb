import { readdirSync } from 'node:fs';
import {
  MSG_REJECT_REASON,
  MSG_REVIEW_RATING,
  MSG_SHAIDAN_NO_IMAGES,
  MSG_SHAIDAN_TOO_LONG,
  MSG_SHAIDAN_TOO_MANY_IMAGES,
  SHAIDAN_FIELD_CODES,
} from '@pricetrail/core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DIALECTS } from '../../../testing/dialects.js';
import {
  identityHarness,
  TEST_HOST,
  TEST_ORIGIN,
  type IdentityClient,
  type IdentityHarness,
} from '../../../testing/identityClient.js';
import { BOUNDARY, file, multipart, png, type Part } from '../../../testing/multipart.js';
import { newProducts, newUser } from '../../../testing/personal.js';
import { CREDIT_AMOUNTS } from '../../../personal/credits.js';
import { UPLOAD_MESSAGES } from '../../../uploads/index.js';
import { MSG_SHAIDAN_SENT } from './index.js';

const START = Date.UTC(2026, 10, 27, 4) / 1000;

interface Post {
  id: number;
  dpId: string;
  text: string;
  images: { id: string; width: number; height: number }[];
  likes: number;
  liked: boolean;
  status: string;
  rejectReason: string | null;
}

function cookieOf(client: IdentityClient | undefined): string | undefined {
  return client && [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

describe.each(DIALECTS)('晒单, reviews and moderation on %s', (dialect) => {
  let h: IdentityHarness;
  let operator: IdentityClient;
  let author: IdentityClient;
  let other: IdentityClient;
  let dpId: string;
  let link: string;
  let calls = 0;

  beforeAll(async () => {
    h = await identityHarness(dialect, START, { OPERATOR_UIDS: '1' });
    operator = await newUser(h);
    author = await newUser(h);
    other = await newUser(h);
    const ids = await h.db.kysely.selectFrom('users').select('id').orderBy('id').execute();
    if (ids[0]?.id !== 1)
      throw new Error('OPERATOR_UIDS=1 needs the operator to be the first account');
    [dpId = ''] = await newProducts(h, [19_900]);
    link = `https://item.jd.com/${dpId.split('-')[0]}.html`;
  });
  afterAll(() => h.app.close());

  function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { as?: IdentityClient; parts?: readonly Part[]; json?: object; origin?: string } = {},
  ) {
    calls += 1;
    const headers: Record<string, string> = {
      host: TEST_HOST,
      origin: options.origin ?? TEST_ORIGIN,
    };
    const cookie = cookieOf(options.as);
    if (cookie) headers.cookie = cookie;
    let payload: Buffer | string | undefined;
    if (options.parts) {
      headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
      payload = multipart(options.parts);
    } else if (options.json) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.json);
    }
    return h.app.inject({ method, url, headers, payload, remoteAddress: `192.0.2.${calls % 250}` });
  }

  async function send(parts: readonly Part[], as: IdentityClient = author) {
    return call('POST', '/api/shaidan', { as, parts });
  }

  function storedFiles(): string[] {
    try {
      return readdirSync(h.app.images.dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name);
    } catch {
      return [];
    }
  }

  async function postTwo(text: string): Promise<number> {
    const response = await send([
      { name: 'link', value: link },
      { name: 'text', value: text },
      file(await png(120, 90)),
      file(await png(60, 80, '#c92a2a'), 'b.jpg', 'image/jpeg'),
    ]);
    expect(response.statusCode).toBe(200);
    const answer = response.json<{
      code: number;
      msg: string;
      data: { id: number; images: number };
    }>();
    expect(answer).toMatchObject({ code: 1, msg: MSG_SHAIDAN_SENT, data: { images: 2 } });
    return answer.data.id;
  }

  async function feed(as?: IdentityClient): Promise<Post[]> {
    const response = await call('GET', '/api/shaidan', { as });
    expect(response.statusCode).toBe(200);
    return response.json<{ items: Post[] }>().items;
  }

  async function mine(): Promise<Post[]> {
    return (await call('GET', '/api/shaidan/mine', { as: author })).json<{ items: Post[] }>().items;
  }

  test('a post is pending, hidden from the feed, its photos seen only by its author and operators', async () => {
    const id = await postTwo('  颜色很正，比图片还好看  ');
    expect((await feed()).some((post) => post.id === id)).toBe(false);
    const own = (await mine()).find((post) => post.id === id);
    expect(own).toMatchObject({
      status: 'pending',
      dpId,
      text: '颜色很正，比图片还好看',
      rejectReason: null,
    });
    expect(own?.images).toHaveLength(2);
    const imageId = own?.images[0]?.id ?? '';
    const url = `/api/images/${imageId}/small`;
    expect((await call('GET', url)).statusCode).toBe(404);
    expect((await call('GET', url, { as: other })).statusCode).toBe(404);
    const forAuthor = await call('GET', url, { as: author });
    expect(forAuthor.statusCode).toBe(200);
    expect(forAuthor.headers['cache-control']).toBe('private, no-store');
    expect((await call('GET', url, { as: operator })).statusCode).toBe(200);
  });

  test('only operators reach moderation: 401 signed out, 403 for anyone else', async () => {
    expect((await call('GET', '/api/moderation')).statusCode).toBe(401);
    const refused = await call('GET', '/api/moderation', { as: other });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 403, msg: '无权访问审核后台' });
    const decision = await call('POST', '/api/moderation/shaidan/1', {
      as: author,
      json: { action: 'approve' },
    });
    expect(decision.statusCode).toBe(403);
  });

  test('the account answer says who is an operator, for the personal area to link moderation', async () => {
    const isOperator = async (client: IdentityClient) =>
      (await client.get('/User/Detail')).json<{ data: { is_operator: boolean } }>().data
        .is_operator;
    expect(await isOperator(operator)).toBe(true);
    expect(await isOperator(other)).toBe(false);
  });

  test('an approved post shows in the feed and on the product; its photos are public WebP', async () => {
    const id = await postTwo('已经用了一周');
    const queue = await call('GET', '/api/moderation', { as: operator });
    expect(queue.statusCode).toBe(200);
    expect(queue.json<{ shaidan: Post[] }>().shaidan.some((post) => post.id === id)).toBe(true);
    const approved = await call('POST', `/api/moderation/shaidan/${id}`, {
      as: operator,
      json: { action: 'approve' },
    });
    expect(approved.json()).toMatchObject({ code: 1, msg: '已通过' });
    const credits = await h.db.kysely
      .selectFrom('credit_entries')
      .select(['user_id', 'amount'])
      .where('reason', '=', 'shaidan')
      .where('ref', '=', String(id))
      .execute();
    expect(credits).toEqual([{ user_id: 2, amount: CREDIT_AMOUNTS.shaidan }]);
    const again = await call('POST', `/api/moderation/shaidan/${id}`, {
      as: operator,
      json: { action: 'approve' },
    });
    expect(again.statusCode).toBe(404);

    const post = (await feed()).find((p) => p.id === id);
    expect(post).toMatchObject({ status: 'approved', likes: 0, liked: false });
    const image = await call('GET', `/api/images/${post?.images[1]?.id ?? ''}/medium`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');

    const tab = (await call('GET', `/api/products/${dpId}/reviews`)).json<{ posts: Post[] }>();
    expect(tab.posts.some((p) => p.id === id)).toBe(true);
  });

  test('a like counts once per user and can be taken back; pending posts cannot be liked', async () => {
    const id = await postTwo('点赞测试');
    const path = `/api/shaidan/${id}/like`;
    expect((await call('PUT', path, { as: other })).statusCode).toBe(404);
    await call('POST', `/api/moderation/shaidan/${id}`, {
      as: operator,
      json: { action: 'approve' },
    });
    expect((await call('PUT', path)).statusCode).toBe(401);
    await call('PUT', path, { as: other });
    const twice = await call('PUT', path, { as: other });
    expect(twice.json()).toMatchObject({ code: 1, data: { liked: true, likes: 1 } });
    await call('PUT', path, { as: author });
    expect((await feed(other)).find((p) => p.id === id)).toMatchObject({ likes: 2, liked: true });
    const undone = await call('DELETE', path, { as: other });
    expect(undone.json()).toMatchObject({ data: { liked: false, likes: 1 } });
    expect((await feed(other)).find((p) => p.id === id)).toMatchObject({ likes: 1, liked: false });
  });

  test('a rejection needs a reason, which the author then sees; the photos stay private', async () => {
    const id = await postTwo('这条会被驳回');
    const bare = await call('POST', `/api/moderation/shaidan/${id}`, {
      as: operator,
      json: { action: 'reject', reason: '  ' },
    });
    expect(bare.json()).toMatchObject({ code: 400, msg: MSG_REJECT_REASON });
    await call('POST', `/api/moderation/shaidan/${id}`, {
      as: operator,
      json: { action: 'reject', reason: '照片与商品无关' },
    });
    const own = (await mine()).find((post) => post.id === id);
    expect(own).toMatchObject({ status: 'rejected', rejectReason: '照片与商品无关' });
    expect((await call('GET', `/api/images/${own?.images[0]?.id ?? ''}/large`)).statusCode).toBe(
      404,
    );
  });

  test('reviews: rated 1–5, pending until approved, averaged', async () => {
    const path = `/api/products/${dpId}/reviews`;
    expect((await call('POST', path, { json: { rating: 5, text: '好' } })).statusCode).toBe(401);
    const badRating = await call('POST', path, { as: author, json: { rating: 6, text: '好' } });
    expect(badRating.json()).toMatchObject({ code: 400, msg: MSG_REVIEW_RATING });
    const ids: number[] = [];
    for (const [as, rating] of [
      [author, 5],
      [other, 2],
    ] as const) {
      const sent = await call('POST', path, { as, json: { rating, text: '物流很快' } });
      expect(sent.statusCode).toBe(200);
      ids.push(sent.json<{ data: { id: number } }>().data.id);
    }
    expect((await call('GET', path)).json()).toMatchObject({
      count: 0,
      average: null,
      reviews: [],
    });
    for (const id of ids) {
      await call('POST', `/api/moderation/review/${id}`, {
        as: operator,
        json: { action: 'approve' },
      });
    }
    const tab = (await call('GET', path)).json<{
      count: number;
      average: number;
      reviews: unknown[];
    }>();
    expect(tab).toMatchObject({ count: 2, average: 3.5 });
    expect(tab.reviews).toHaveLength(2);
    expect((await call('GET', '/api/products/1-3/reviews')).statusCode).toBe(404);
  });

  test('suggestions are in the queue and can be handled', async () => {
    const sent = await call('POST', '/api/suggestion', {
      parts: [{ name: 'text', value: '希望支持更多商城' }],
    });
    const id = sent.json<{ data: { id: number } }>().data.id;
    const queue = (await call('GET', '/api/moderation', { as: operator })).json<{
      suggestions: { id: number }[];
    }>();
    expect(queue.suggestions.some((s) => s.id === id)).toBe(true);
    const handled = await call('POST', `/api/moderation/suggestion/${id}`, {
      as: operator,
      json: { action: 'approve' },
    });
    expect(handled.statusCode).toBe(200);
    const after = (await call('GET', '/api/moderation', { as: operator })).json<{
      suggestions: { id: number }[];
    }>();
    expect(after.suggestions.some((s) => s.id === id)).toBe(false);
    const again = await call('POST', `/api/moderation/suggestion/${id}`, {
      as: operator,
      json: { action: 'reject', reason: '重复反馈' },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json<{ msg: string }>().msg).toBe('该内容不存在或已处理');
  });

  const refusals: [string, () => Promise<Part[]>, number, string][] = [
    [
      'no link',
      async () => [{ name: 'text', value: '好' }, file(await png())],
      SHAIDAN_FIELD_CODES.link,
      '请粘贴商品链接',
    ],
    [
      'a link of an unsupported store',
      async () => [
        { name: 'link', value: 'https://example.com/item/1' },
        { name: 'text', value: '好' },
        file(await png()),
      ],
      SHAIDAN_FIELD_CODES.link,
      '暂不支持该商城的链接',
    ],
    [
      'too long a text',
      async () => [
        { name: 'link', value: link },
        { name: 'text', value: '好'.repeat(501) },
        file(await png()),
      ],
      SHAIDAN_FIELD_CODES.text,
      MSG_SHAIDAN_TOO_LONG,
    ],
    [
      'no photo',
      () =>
        Promise.resolve([
          { name: 'link', value: link },
          { name: 'text', value: '好' },
        ]),
      SHAIDAN_FIELD_CODES.images,
      MSG_SHAIDAN_NO_IMAGES,
    ],
    [
      'ten photos',
      async () => {
        const image = await png();
        return [
          { name: 'link', value: link },
          { name: 'text', value: '好' },
          ...Array.from({ length: 10 }, () => file(image)),
        ];
      },
      SHAIDAN_FIELD_CODES.images,
      MSG_SHAIDAN_TOO_MANY_IMAGES,
    ],
    [
      'a third photo that is broken',
      async () => [
        { name: 'link', value: link },
        { name: 'text', value: '好' },
        file(await png()),
        file(await png()),
        file((await png()).subarray(0, 40)),
      ],
      SHAIDAN_FIELD_CODES.images,
      UPLOAD_MESSAGES.broken,
    ],
  ];

  test.each(refusals)(
    '%s is refused in Chinese, leaving no row and no file',
    async (_name, parts, code, msg) => {
      const rowsBefore = await h.db.kysely.selectFrom('shaidan_posts').select('id').execute();
      const filesBefore = storedFiles().length;
      const response = await send(await parts());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code, msg });
      expect(await h.db.kysely.selectFrom('shaidan_posts').select('id').execute()).toHaveLength(
        rowsBefore.length,
      );
      expect(storedFiles()).toHaveLength(filesBefore);
    },
  );

  test('signed out, a post is refused with 401 and a cross-site one with 403', async () => {
    const parts = [{ name: 'link', value: link }, { name: 'text', value: '好' }, file(await png())];
    expect((await call('POST', '/api/shaidan', { parts })).statusCode).toBe(401);
    const crossSite = await call('POST', '/api/shaidan', {
      as: author,
      parts,
      origin: 'https://evil.example',
    });
    expect(crossSite.statusCode).toBe(403);
  });

  test('images are named by id and size only: anything else is refused, never a path', async () => {
    for (const url of [
      '/api/images/..%2F..%2Fpricetrail.db/small',
      '/api/images/0123456789abcdef0123456789abcdef/original',
      '/api/images/0123456789ABCDEF0123456789ABCDEF/small',
      '/api/images/%2e%2e/small',
    ]) {
      const response = await call('GET', url);
      expect([400, 404]).toContain(response.statusCode);
      expect(response.json<{ msg: string }>().msg).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(
      (await call('GET', '/api/images/0123456789abcdef0123456789abcdef/small')).statusCode,
    ).toBe(404);
  });
});
