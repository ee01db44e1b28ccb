// @vitest-environment jsdom
// jsdom so that `@pricetrail/core` resolves through its `source` condition (see http/Http.test.ts).
import { describe, expect, it } from 'vitest';
import type { FormOptions, Params } from '../http/HttpClient';
import { createRejectingHttp } from '../testing/root';
import { SUGGESTION_PATH, SuggestionApi } from './SuggestionApi';

interface Call {
  url: string;
  fields: Params;
  options: FormOptions | undefined;
}

function recordingApi(answer: unknown) {
  const calls: Call[] = [];
  const http = createRejectingHttp({
    postForm: <T>(url: string, fields: Params, options?: FormOptions) => {
      calls.push({ url, fields, options });
      return Promise.resolve(answer as T);
    },
  });
  return { api: new SuggestionApi(http), calls };
}

describe('SuggestionApi', () => {
  it('posts one multipart form: text, contact and each screenshot as its own part', async () => {
    const { api, calls } = recordingApi({
      code: 1,
      msg: '感谢你的反馈',
      data: { id: 7, images: 2 },
    });
    const png = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });
    const sent = await api.send({
      text: '好用',
      contact: 'me@example.com',
      images: [
        { data: png, filename: 'a.png' },
        { data: new Blob([new Uint8Array(1)]), filename: 'b.jpg' },
      ],
    });
    expect(sent).toEqual({ id: 7, message: '感谢你的反馈' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(SUGGESTION_PATH);
    expect(calls[0]?.fields).toEqual({ text: '好用', contact: 'me@example.com' });
    expect(calls[0]?.options?.encoding).toBe('multipart');
    expect(calls[0]?.options?.files).toEqual({
      image1: { data: png, filename: 'a.png', contentType: 'image/png' },
      image2: { data: expect.any(Blob), filename: 'b.jpg', contentType: undefined },
    });
  });

  it('sends a form without screenshots as multipart too', async () => {
    const { api, calls } = recordingApi({ code: 1, msg: '感谢', data: { id: 1, images: 0 } });
    await api.send({ text: '好用', contact: '', images: [] });
    expect(calls[0]?.options).toEqual({ encoding: 'multipart', files: {} });
  });
});
