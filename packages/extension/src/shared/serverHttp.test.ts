import { signParams } from '@pricetrail/core';
import type { HttpClient, RequestOptions } from '@pricetrail/services';
import { describe, expect, it } from 'vitest';
import { signedHttp } from './serverHttp';

const NOW = Date.UTC(2026, 10, 27, 6, 0, 0);

/** A plain client that records what it was asked to send. */
function recording() {
  const sent: { method: string; url: string; body?: unknown; options?: RequestOptions }[] = [];
  const record =
    (method: string) =>
    (url: string, ...rest: unknown[]): Promise<never> => {
      const [body, options] = method === 'get' || method === 'delete' ? [undefined, ...rest] : rest;
      sent.push({ method, url, body, options: options as RequestOptions | undefined });
      return Promise.resolve({} as never);
    };
  const plain = {
    get: record('get'),
    delete: record('delete'),
    post: record('post'),
    put: record('put'),
    postForm: () => Promise.reject(new Error('the plain client posts no forms')),
    jsonp: () => Promise.reject(new Error('the plain client makes no JSONP calls')),
  } as HttpClient;
  return { plain, sent };
}

describe('signedHttp', () => {
  it('posts form fields as a signed JSON body, with the cookies', async () => {
    const { plain, sent } = recording();
    await signedHttp(plain, () => NOW).postForm('/UserCollection/Add', {
      dp_id: '100008348542-3',
      target_price: 479_899,
      group: undefined,
    });
    const [call] = sent;
    expect(call?.method).toBe('post');
    const { sign, ...fields } = call?.body as Record<string, string>;
    expect(fields).toEqual({
      dp_id: '100008348542-3',
      target_price: '479899',
      t: String(NOW / 1000),
    });
    expect(sign).toBe(signParams(fields, 'UserCollection/Add'));
    expect(call?.options?.withCredentials).toBe(true);
  });

  it('signs the query of a GET', async () => {
    const { plain, sent } = recording();
    await signedHttp(plain, () => NOW).get('/UserCollection/List', { query: { tab: 'all' } });
    const query = sent[0]?.options?.query as Record<string, string>;
    expect(query.sign).toBe(
      signParams({ tab: 'all', t: String(NOW / 1000) }, 'UserCollection/List'),
    );
    expect(sent[0]?.options).toMatchObject({ signed: false, withCredentials: true });
  });
});
