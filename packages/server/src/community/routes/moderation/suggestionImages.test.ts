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
import { newUser } from '../../../testing/personal.js';

const START = Date.UTC(2026, 10, 27, 4) / 1000;
const NOT_FOUND = { code: 404, msg: '图片不存在' };

interface QueuedSuggestion {
  id: number;
  images: { width: number; height: number }[];
}

function cookieOf(client: IdentityClient | undefined): string | undefined {
  return client && [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

describe.each(DIALECTS)('suggestion screenshots for operators on %s', (dialect) => {
  let h: IdentityHarness;
  let operator: IdentityClient;
  let author: IdentityClient;
  let other: IdentityClient;
  let withShots: number;
  let withoutShots: number;
  let calls = 0;

  function call(url: string, options: { as?: IdentityClient; parts?: readonly Part[] } = {}) {
    calls += 1;
    const headers: Record<string, string> = { host: TEST_HOST, origin: TEST_ORIGIN };
    const cookie = cookieOf(options.as);
    if (cookie) headers.cookie = cookie;
    if (options.parts) headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
    return h.app.inject({
      method: options.parts ? 'POST' : 'GET',
      url,
      headers,
      payload: options.parts && multipart(options.parts),
      remoteAddress: `192.0.2.${calls}`,
    });
  }

  async function suggest(parts: readonly Part[]): Promise<number> {
    const response = await call('/api/suggestion', { as: author, parts });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { id: number } }>().data.id;
  }

  function screenshot(id: number, n: number, size = 'small') {
    return `/api/moderation/suggestions/${id}/images/${n}/${size}`;
  }

  beforeAll(async () => {
    h = await identityHarness(dialect, START, { OPERATOR_UIDS: '1' });
    operator = await newUser(h);
    author = await newUser(h);
    other = await newUser(h);
    const ids = await h.db.kysely.selectFrom('users').select('id').orderBy('id').execute();
    if (ids[0]?.id !== 1)
      throw new Error('OPERATOR_UIDS=1 needs the operator to be the first account');
    withShots = await suggest([
      { name: 'text', value: '价格曲线在手机上被截断了' },
      file(await png(120, 90)),
      file(await png(60, 80, '#c92a2a'), 'b.jpg', 'image/jpeg'),
    ]);
    withoutShots = await suggest([{ name: 'text', value: '希望支持唯品会' }]);
  });
  afterAll(() => h.app.close());

  test('the queue lists each suggestion’s screenshots by size, and none for one without', async () => {
    const response = await call('/api/moderation', { as: operator });
    const queued = response.json<{ suggestions: QueuedSuggestion[] }>().suggestions;
    expect(queued.find((s) => s.id === withShots)?.images).toEqual([
      { width: 120, height: 90 },
      { width: 60, height: 80 },
    ]);
    expect(queued.find((s) => s.id === withoutShots)?.images).toEqual([]);
  });

  test('an operator gets each screenshot as private WebP bytes', async () => {
    const first = await call(screenshot(withShots, 1), { as: operator });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(first.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const second = await call(screenshot(withShots, 2, 'large'), { as: operator });
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(false);
  });

  test.each([
    ['its author', () => author],
    ['another user', () => other],
    ['a visitor', () => undefined],
  ])('%s is told the screenshot does not exist', async (_who, as) => {
    const response = await call(screenshot(withShots, 1), { as: as() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
    expect(response.headers['content-type']).not.toBe('image/webp');
  });

  test('a screenshot past the last one, or of an unknown suggestion, is a 404', async () => {
    for (const url of [
      screenshot(withShots, 3),
      screenshot(withoutShots, 1),
      screenshot(withShots + withoutShots + 100, 1),
    ]) {
      const response = await call(url, { as: operator });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });
});
