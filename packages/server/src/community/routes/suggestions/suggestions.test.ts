import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  MSG_SUGGESTION_CONTACT,
  MSG_SUGGESTION_EMPTY,
  MSG_SUGGESTION_TOO_LONG,
  MSG_SUGGESTION_TOO_MANY_IMAGES,
  SUGGESTION_FIELD_CODES,
} from '@pricetrail/core';
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
import { UPLOAD_MESSAGES } from '../../../uploads/index.js';
import { MSG_SUGGESTION_SENT } from './index.js';

const START = Date.UTC(2026, 10, 27, 4) / 1000;
interface Answer {
  code: number;
  msg: string;
  data?: { id: number; images: number };
}

describe.each(DIALECTS)('POST /api/suggestion on %s', (dialect) => {
  let h: IdentityHarness;
  let ip = 0;

  beforeAll(async () => {
    h = await identityHarness(dialect, START);
  });
  afterAll(() => h.app.close());
  beforeEach(() => {
    ip += 1;
  });

  function send(
    parts: readonly Part[],
    options: { origin?: string | null; cookie?: string; ip?: string } = {},
  ) {
    const headers: Record<string, string> = {
      host: TEST_HOST,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'user-agent': 'SuggestionTest/1.0',
    };
    if (options.origin !== null) headers.origin = options.origin ?? TEST_ORIGIN;
    if (options.cookie) headers.cookie = options.cookie;
    return h.app.inject({
      method: 'POST',
      url: '/api/suggestion',
      remoteAddress: options.ip ?? `192.0.2.${ip}`,
      headers,
      payload: multipart(parts),
    });
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

  async function rows() {
    return h.db.kysely.selectFrom('suggestions').selectAll().orderBy('id').execute();
  }

  test('a visitor sends text, contact and a screenshot; it is stored for operators', async () => {
    const before = storedFiles().length;
    const response = await send([
      { name: 'text', value: '  希望能支持拼多多的历史价格  ' },
      { name: 'contact', value: 'me@example.com' },
      file(await png()),
    ]);
    expect(response.statusCode).toBe(200);
    const answer = response.json<Answer>();
    expect(answer).toMatchObject({ code: 1, msg: MSG_SUGGESTION_SENT, data: { images: 1 } });
    const row = (await rows()).find((r) => r.id === answer.data?.id);
    expect(row).toMatchObject({
      user_id: null,
      text: '希望能支持拼多多的历史价格',
      contact: 'me@example.com',
      status: 'new',
      user_agent: 'SuggestionTest/1.0',
      client_ip: `192.0.2.${ip}`,
    });
    const images = JSON.parse(row?.images ?? '[]') as { files: Record<string, string> }[];
    expect(images).toHaveLength(1);
    expect(Object.keys(images[0]?.files ?? {})).toEqual(['large', 'medium', 'small']);
    expect(storedFiles().length).toBe(before + 3);
  });

  test('a signed-in user’s suggestion carries their account', async () => {
    const me: IdentityClient = await newUser(h);
    const cookie = [...me.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await send([{ name: 'text', value: '收藏夹能分组吗' }], { cookie });
    expect(response.statusCode).toBe(200);
    const id = response.json<Answer>().data?.id;
    const row = (await rows()).find((r) => r.id === id);
    expect(row?.user_id).toBe(Number(me.jar.get('plt_uid')));
    expect(row?.contact).toBeNull();
    expect(row?.images).toBe('[]');
  });

  test('deleting the account keeps the feedback but no longer ties it to anyone', async () => {
    const me = await newUser(h);
    const cookie = [...me.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const id = (await send([{ name: 'text', value: '再见' }], { cookie })).json<Answer>().data?.id;
    expect((await me.post('/User/Dispose', { ensure: '1' })).json()).toMatchObject({ code: 1 });
    expect((await rows()).find((r) => r.id === id)).toMatchObject({ user_id: null, text: '再见' });
  });

  test('a PNG named .jpg and declared image/jpeg is stored by what its bytes are', async () => {
    const response = await send([
      { name: 'text', value: '截图' },
      file(await png(), 'photo.jpg', 'image/jpeg'),
    ]);
    expect(response.json<Answer>().data?.images).toBe(1);
  });

  const fieldRefusals: [
    string,
    () => Promise<Part[]>,
    keyof typeof SUGGESTION_FIELD_CODES,
    string,
  ][] = [
    ['no text', async () => [{ name: 'text', value: '   ' }], 'text', MSG_SUGGESTION_EMPTY],
    [
      'text over the limit',
      async () => [{ name: 'text', value: '长'.repeat(501) }],
      'text',
      MSG_SUGGESTION_TOO_LONG,
    ],
    [
      'a contact that is neither phone nor e-mail',
      async () => [
        { name: 'text', value: '好' },
        { name: 'contact', value: 'qq 12345' },
      ],
      'contact',
      MSG_SUGGESTION_CONTACT,
    ],
    [
      'four screenshots',
      async () => {
        const bytes = await png();
        return [{ name: 'text', value: '好' }, file(bytes), file(bytes), file(bytes), file(bytes)];
      },
      'images',
      MSG_SUGGESTION_TOO_MANY_IMAGES,
    ],
    [
      'a GIF/HTML polyglot',
      async () => [
        { name: 'text', value: '好' },
        file(Buffer.from('GIF89a<html><script>alert(1)</script>'), 'x.png'),
      ],
      'images',
      UPLOAD_MESSAGES.type,
    ],
    [
      'an 11 MB file',
      async () => [
        { name: 'text', value: '好' },
        file(Buffer.concat([await png(), Buffer.alloc(11 * 1024 * 1024)])),
      ],
      'images',
      UPLOAD_MESSAGES.tooBig,
    ],
    [
      'a 0-byte file',
      async () => [{ name: 'text', value: '好' }, file(Buffer.alloc(0))],
      'images',
      UPLOAD_MESSAGES.empty,
    ],
  ];

  test.each(fieldRefusals)(
    '%s is refused beside its field and nothing is stored',
    async (_name, parts, field, message) => {
      const [filesBefore, rowsBefore] = [storedFiles().length, (await rows()).length];
      const response = await send(await parts());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: SUGGESTION_FIELD_CODES[field], msg: message });
      expect(storedFiles().length).toBe(filesBefore);
      expect((await rows()).length).toBe(rowsBefore);
    },
  );

  test('three screenshots whose third is broken store nothing at all', async () => {
    const [filesBefore, rowsBefore] = [storedFiles().length, (await rows()).length];
    const good = await png();
    const response = await send([
      { name: 'text', value: '三张图' },
      file(good),
      file(good),
      file(good.subarray(0, 60)),
    ]);
    expect(response.json()).toEqual({
      code: SUGGESTION_FIELD_CODES.images,
      msg: UPLOAD_MESSAGES.broken,
    });
    expect(storedFiles().length).toBe(filesBefore);
    expect((await rows()).length).toBe(rowsBefore);
  });

  test('a cross-site post is refused before anything is read', async () => {
    const response = await send([{ name: 'text', value: '跨站' }], {
      origin: 'https://evil.example',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 403, msg: '禁止跨站请求' });
    const none = await send([{ name: 'text', value: '无来源' }], { origin: null });
    expect(none.statusCode).toBe(403);
  });

  test('a JSON body is refused in Chinese', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/suggestion',
      remoteAddress: `192.0.2.${ip}`,
      headers: { host: TEST_HOST, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ text: '好' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<Answer>().msg).toBe('请用表单提交意见');
  });

  test('one client may send five in ten minutes; the sixth waits', async () => {
    const client = '198.51.100.77';
    for (let i = 0; i < 5; i += 1) {
      const response = await send([{ name: 'text', value: `第 ${i + 1} 条` }], { ip: client });
      expect(response.statusCode).toBe(200);
    }
    const sixth = await send([{ name: 'text', value: '第 6 条' }], { ip: client });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json<Answer>().msg).toMatch(/^请求过于频繁/);
    const other = await send([{ name: 'text', value: '别人' }], { ip: '198.51.100.78' });
    expect(other.statusCode).toBe(200);
  });
});
