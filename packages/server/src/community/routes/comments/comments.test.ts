import {
  COMMENT_TEXT_MAX,
  MSG_COMMENT_OWN_REPORT,
  MSG_COMMENT_RATING,
  MSG_COMMENT_TOO_FAST,
  MSG_COMMENT_TOO_LONG,
  MSG_COMMENT_TOO_SHORT,
  MSG_REJECT_REASON,
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
import { newUser } from '../../../testing/personal.js';
import { MSG_COMMENT_PENDING, MSG_COMMENT_SENT } from './index.js';

const START = Date.UTC(2026, 10, 27, 4) / 1000;
const DAY = 86_400;
const APP = '/api/comments/app/pricetrail';

interface Item {
  id: number;
  author: string;
  rating: number | null;
  text: string;
  status: string;
  rejectReason: string | null;
  hidden: boolean;
  mine: boolean;
  reported: boolean;
}

interface Thread {
  total: number;
  items: Item[];
  rating: { count: number; average: number | null } | null;
}

function cookieOf(client: IdentityClient | undefined): string | undefined {
  return client && [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

describe.each(DIALECTS)('comments on %s', (dialect) => {
  let h: IdentityHarness;
  let operator: IdentityClient;
  // Accounts older than a week: their comments show at once.
  const veterans: IdentityClient[] = [];
  // A new account: its comments wait for an operator.
  let newcomer: IdentityClient;
  let calls = 0;

  beforeAll(async () => {
    h = await identityHarness(dialect, START, { OPERATOR_UIDS: '1' });
    operator = await newUser(h);
    for (let i = 0; i < 5; i += 1) veterans.push(await newUser(h));
    const ids = await h.db.kysely.selectFrom('users').select('id').orderBy('id').execute();
    if (ids[0]?.id !== 1)
      throw new Error('OPERATOR_UIDS=1 needs the operator to be the first account');
    h.now.value += 8 * DAY;
    newcomer = await newUser(h);
  });
  afterAll(() => h.app.close());

  function call(method: 'GET' | 'POST', url: string, as?: IdentityClient, json?: object) {
    calls += 1;
    const headers: Record<string, string> = { host: TEST_HOST, origin: TEST_ORIGIN };
    const cookie = cookieOf(as);
    if (cookie) headers.cookie = cookie;
    if (json) headers['content-type'] = 'application/json';
    const payload = json && JSON.stringify(json);
    return h.app.inject({ method, url, headers, payload, remoteAddress: `192.0.2.${calls % 250}` });
  }

  async function post(as: IdentityClient, body: object, url = APP) {
    return call('POST', url, as, body);
  }

  async function postOk(as: IdentityClient, body: object): Promise<number> {
    const response = await post(as, body);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { id: number } }>().data.id;
  }

  async function thread(as?: IdentityClient): Promise<Thread> {
    const response = await call('GET', APP, as);
    expect(response.statusCode).toBe(200);
    return response.json<Thread>();
  }

  async function find(id: number, as?: IdentityClient): Promise<Item | undefined> {
    return (await thread(as)).items.find((item) => item.id === id);
  }

  function moderate(id: number, body: object, as = operator) {
    return call('POST', `/api/moderation/comment/${id}`, as, body);
  }

  // Each test posts a minute after the last, so the per-minute limit only bites where meant to.
  function nextMinute() {
    h.now.value += 61;
  }

  test('signed out, posting and reporting answer 401', async () => {
    expect((await call('POST', APP, undefined, { text: '很好用' })).statusCode).toBe(401);
    expect((await call('POST', '/api/comments/1/report')).statusCode).toBe(401);
  });

  test('a comment or report from another site’s page is refused', async () => {
    const author = veterans[0] as IdentityClient;
    for (const url of [APP, '/api/comments/1/report']) {
      const response = await h.app.inject({
        method: 'POST',
        url,
        headers: {
          host: TEST_HOST,
          origin: 'https://evil.example',
          cookie: cookieOf(author) ?? '',
          'content-type': 'application/json',
        },
        payload: JSON.stringify({ text: '跨站提交' }),
      });
      expect(response.statusCode).toBe(403);
    }
  });

  test('an unknown subject kind or id answers 404 in Chinese', async () => {
    for (const url of ['/api/comments/nope/1', '/api/comments/app/other']) {
      const response = await call('GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ msg: '评论对象不存在' });
    }
  });

  test('the text is trimmed and must be 2 to 500 characters; a rating must be 1–5', async () => {
    nextMinute();
    const author = veterans[0] as IdentityClient;
    for (const [body, msg] of [
      [{ text: '  好 ' }, MSG_COMMENT_TOO_SHORT],
      [{ text: '好'.repeat(COMMENT_TEXT_MAX + 1) }, MSG_COMMENT_TOO_LONG],
      [{ text: '还不错', rating: 6 }, MSG_COMMENT_RATING],
    ] as const) {
      const response = await post(author, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ msg });
    }
    const longest = await post(author, { text: ` ${'价'.repeat(COMMENT_TEXT_MAX)} ` });
    expect(longest.json()).toMatchObject({ code: 1, msg: MSG_COMMENT_SENT });
    const id = longest.json<{ data: { id: number } }>().data.id;
    expect((await find(id))?.text).toBe('价'.repeat(COMMENT_TEXT_MAX));
  });

  test('a comment without stars sends rating null, as the site does for a 好价 post', async () => {
    nextMinute();
    const response = await post(veterans[0] as IdentityClient, {
      text: '这个价能入手吗',
      rating: null,
    });
    expect(response.json()).toMatchObject({ code: 1, msg: MSG_COMMENT_SENT });
    const id = response.json<{ data: { id: number } }>().data.id;
    expect((await find(id))?.rating).toBeNull();
  });

  test('a new account’s comment is pending: shown to its author only, until approved', async () => {
    nextMinute();
    const response = await post(newcomer, { text: '比价很方便', rating: 4 });
    expect(response.json()).toMatchObject({
      code: 1,
      msg: MSG_COMMENT_PENDING,
      data: { status: 'pending' },
    });
    const id = response.json<{ data: { id: number } }>().data.id;
    expect(await find(id, newcomer)).toMatchObject({ status: 'pending', mine: true, rating: 4 });
    expect(await find(id)).toBeUndefined();
    expect(await find(id, veterans[1])).toBeUndefined();
    const queue = (await call('GET', '/api/moderation', operator)).json<{ comments: Item[] }>();
    expect(queue.comments.find((item) => item.id === id)).toMatchObject({
      subjectKind: 'app',
      subjectId: 'pricetrail',
    });

    expect((await moderate(id, { action: 'approve' }, newcomer)).statusCode).toBe(403);
    expect((await moderate(id, { action: 'approve' })).statusCode).toBe(200);
    expect(await find(id)).toMatchObject({ status: 'approved', text: '比价很方便', mine: false });
    expect((await moderate(id, { action: 'approve' })).statusCode).toBe(404);
  });

  test('a rejected comment shows its author the reason, and nobody else anything', async () => {
    nextMinute();
    const id = await postOk(newcomer, { text: '加我微信领券' });
    expect((await moderate(id, { action: 'reject' })).json()).toMatchObject({
      msg: MSG_REJECT_REASON,
    });
    expect((await moderate(id, { action: 'reject', reason: '广告内容' })).statusCode).toBe(200);
    expect(await find(id, newcomer)).toMatchObject({
      status: 'rejected',
      rejectReason: '广告内容',
    });
    expect(await find(id)).toBeUndefined();
  });

  test('five comments a minute and fifty a day, then 429 in Chinese', async () => {
    nextMinute();
    const author = veterans[1] as IdentityClient;
    for (let i = 0; i < 5; i += 1) await postOk(author, { text: `第 ${i + 1} 条` });
    const refused = await post(author, { text: '第 6 条' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ msg: MSG_COMMENT_TOO_FAST });
    nextMinute();
    await postOk(author, { text: '一分钟后可以了' });

    const { user_id: userId } = await h.db.kysely
      .selectFrom('comments')
      .select('user_id')
      .where('text', '=', '一分钟后可以了')
      .executeTakeFirstOrThrow();
    await h.db.kysely
      .insertInto('comments')
      .values(
        Array.from({ length: 44 }, (_, i) => ({
          subject_kind: 'app',
          subject_id: 'pricetrail',
          user_id: userId,
          text: `较早的第 ${i} 条`,
          status: 'approved' as const,
          created_at: h.now.value - 3600 - i,
        })),
      )
      .execute();
    nextMinute();
    expect((await post(author, { text: '今天第 51 条' })).statusCode).toBe(429);
    h.now.value += DAY;
    await postOk(author, { text: '第二天' });
  });

  test('three reports from different people hide a comment until an operator approves it', async () => {
    nextMinute();
    const [author, a, b, c] = veterans.slice(2).concat(veterans[0] as IdentityClient) as [
      IdentityClient,
      IdentityClient,
      IdentityClient,
      IdentityClient,
    ];
    const id = await postOk(author, { text: '这条会被举报' });
    const report = (as: IdentityClient) => call('POST', `/api/comments/${id}/report`, as);

    const own = await report(author);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ msg: MSG_COMMENT_OWN_REPORT });
    expect((await report(a)).statusCode).toBe(200);
    expect((await report(a)).statusCode).toBe(200);
    expect(await find(id, a)).toMatchObject({ reported: true, hidden: false });
    expect((await report(b)).statusCode).toBe(200);
    expect(await find(id)).toBeDefined();
    expect((await report(c)).statusCode).toBe(200);

    expect(await find(id)).toBeUndefined();
    expect(await find(id, a)).toBeUndefined();
    expect(await find(id, author)).toMatchObject({ hidden: true, status: 'approved' });
    expect(await find(id, operator)).toMatchObject({ hidden: true });
    const queue = (await call('GET', '/api/moderation', operator)).json<{ comments: Item[] }>();
    expect(queue.comments.find((item) => item.id === id)).toMatchObject({ reports: 3 });
    expect((await report(newcomer)).statusCode).toBe(404);

    expect((await moderate(id, { action: 'approve' })).statusCode).toBe(200);
    expect(await find(id)).toMatchObject({ hidden: false });
    // The reports the operator answered do not hide it again; a new one alone does not either.
    expect((await report(newcomer)).statusCode).toBe(200);
    expect(await find(id)).toBeDefined();
  });

  test('the app’s rating is the average of approved, visible ratings', async () => {
    nextMinute();
    const before = (await thread()).rating;
    await postOk(veterans[3] as IdentityClient, { text: '五星好评', rating: 5 });
    await postOk(veterans[4] as IdentityClient, { text: '还行吧', rating: 2 });
    await postOk(newcomer, { text: '待审核的不算', rating: 1 });
    const after = (await thread()).rating;
    expect(before).toEqual({ count: 1, average: 4 });
    expect(after).toEqual({ count: 3, average: Math.round((11 / 3) * 10) / 10 });
  });
});
