import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DIALECTS } from '../testing/dialects.js';
import {
  identityHarness,
  TEST_HOST,
  TEST_ORIGIN,
  type IdentityClient,
  type IdentityHarness,
} from '../testing/identityClient.js';
import { png } from '../testing/multipart.js';
import { MSG_MALFORMED_FORM } from '../community/routes/multipartForm.js';
import { newProducts, newUser } from '../testing/personal.js';

const START = Date.UTC(2026, 10, 27, 4) / 1000;
const B = 'probe-boundary';

function field(name: string, value: string): string {
  return `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
}

function fileHead(): string {
  return (
    `--${B}\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\n` +
    'Content-Type: image/png\r\n\r\n'
  );
}

/** The bodies a probe sent, each with its Content-Type; `fields` are the form's valid fields. */
async function malformedBodies(fields: string): Promise<[string, string, Buffer][]> {
  const photo = await png(120, 90);
  const multipartType = `multipart/form-data; boundary=${B}`;
  return [
    ['no boundary', 'multipart/form-data', Buffer.from(`${fields}--${B}--\r\n`)],
    ['an empty boundary', 'multipart/form-data; boundary=', Buffer.from(`${fields}--${B}--\r\n`)],
    ['an unterminated part', multipartType, Buffer.from(`${fields}--${B}\r\nContent-Dispo`)],
    ['a junk body', multipartType, Buffer.from('这不是表单 \u0000\u0001 junk')],
    [
      'a truncated file part',
      multipartType,
      Buffer.concat([Buffer.from(fields + fileHead()), photo.subarray(0, photo.length / 2)]),
    ],
  ];
}

describe.each(DIALECTS)('malformed multipart bodies on %s', (dialect) => {
  let h: IdentityHarness;
  let author: IdentityClient;
  let link: string;
  let calls = 0;

  beforeAll(async () => {
    h = await identityHarness(dialect, START);
    author = await newUser(h);
    const [dpId = ''] = await newProducts(h, [19_900]);
    link = `https://item.jd.com/${dpId.split('-')[0]}.html`;
  });
  afterAll(() => h.app.close());

  function post(url: string, contentType: string, body: Buffer, as?: IdentityClient) {
    calls += 1;
    const headers: Record<string, string> = {
      host: TEST_HOST,
      origin: TEST_ORIGIN,
      'content-type': contentType,
    };
    if (as) headers.cookie = [...as.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    return h.app.inject({
      method: 'POST',
      url,
      headers,
      payload: body,
      remoteAddress: `203.0.113.${calls}`,
    });
  }

  function storedFiles(): number {
    try {
      return readdirSync(h.app.images.dir, { recursive: true, withFileTypes: true }).filter(
        (entry) => entry.isFile(),
      ).length;
    } catch {
      return 0;
    }
  }

  async function storedRows(): Promise<number> {
    const [suggestions, posts] = await Promise.all([
      h.db.kysely.selectFrom('suggestions').select('id').execute(),
      h.db.kysely.selectFrom('shaidan_posts').select('id').execute(),
    ]);
    return suggestions.length + posts.length;
  }

  test.each([
    ['/api/suggestion', 'a visitor'],
    ['/api/shaidan', 'a signed-in user'],
  ])('%s from %s: each malformed body answers 400 in Chinese and logs no error', async (url) => {
    const isShaidan = url === '/api/shaidan';
    const fields = isShaidan
      ? field('link', link) + field('text', '到手价很划算')
      : field('text', '希望支持更多商城');
    const bodies = await malformedBodies(fields);
    h.logs.length = 0;
    const answers = [];
    for (const [what, contentType, body] of bodies) {
      const response = await post(url, contentType, body, isShaidan ? author : undefined);
      answers.push({ what, status: response.statusCode, body: response.json<unknown>() });
    }
    expect(answers).toEqual(
      bodies.map(([what]) => ({ what, status: 400, body: { code: 400, msg: MSG_MALFORMED_FORM } })),
    );
    expect(h.logs.filter((line) => Number(line.level) >= 50)).toEqual([]);
    expect(await storedRows()).toBe(0);
    expect(storedFiles()).toBe(0);
  });
});
