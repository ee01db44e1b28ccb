import { describe, expect, test } from 'vitest';
import { AiApi } from './AiApi';
import { AiAnswerStore, MSG_AI_CUT } from './AiAnswerStore';
import { FakeAiApi, SAMPLE_AI_TEXT } from './FakeAiApi';

const DP = ['100012043978-3'];

function streamOf(parts: readonly string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

describe('AiAnswerStore', () => {
  test('follows a rule-based answer to the end', async () => {
    const store = new AiAnswerStore(new FakeAiApi());
    await store.start('rate', DP);
    expect(store.status).toBe('done');
    expect(store.text).toBe(SAMPLE_AI_TEXT.join(''));
    expect(store.isRuleBased).toBe(true);
    expect(store.label).toBe('规则生成（未使用 AI）');
  });

  test('stop keeps what arrived and aborts the stream', async () => {
    const api = new FakeAiApi({ model: 'deepseek-chat', holdAfter: 2 });
    const store = new AiAnswerStore(api);
    const running = store.start('rate', DP);
    await expect.poll(() => store.status).toBe('streaming');
    store.stop();
    await running;
    expect(store.status).toBe('stopped');
    expect(store.text).toBe(SAMPLE_AI_TEXT.slice(0, 2).join(''));
  });

  test('an error event ends the answer with its message, keeping the text', async () => {
    const store = new AiAnswerStore(new FakeAiApi({ chunks: ['一半'], errorMessage: '超时' }));
    await store.start('rate', DP);
    expect(store).toMatchObject({ status: 'error', error: '超时', text: '一半' });
  });

  test('a 429 is the daily limit', async () => {
    const store = new AiAnswerStore(new FakeAiApi({ limitMessage: '今天的 AI 分析次数已用完' }));
    await store.start('compare', ['a-3', 'b-3']);
    expect(store).toMatchObject({ status: 'limited', error: '今天的 AI 分析次数已用完' });
  });

  test('the real client reads events split anywhere and reports a cut stream', async () => {
    const body = [
      'event: meta\ndata: {"model":"m","label":"m","madeAt":5,"cached":false}\n\nev',
      'ent: delta\ndata: {"text":"你"}\n',
      '\nevent: delta\ndata: {"text":"好"}\n\n',
    ];
    const urls: string[] = [];
    const api = new AiApi((input) => {
      urls.push(String(input));
      return Promise.resolve(new Response(streamOf(body)));
    });
    const store = new AiAnswerStore(api);
    await store.start('compare', ['1-3', '2-83']);
    expect(urls).toEqual(['/api/ai/compare?dp=1-3&dp=2-83']);
    expect(store).toMatchObject({
      text: '你好',
      label: 'm',
      madeAt: 5,
      status: 'error',
      error: MSG_AI_CUT,
    });
  });

  test('the real client turns a refusal into the server message', async () => {
    const api = new AiApi(() =>
      Promise.resolve(
        Response.json({ code: 429, msg: '今天的 AI 分析次数已用完，请明天再来' }, { status: 429 }),
      ),
    );
    const store = new AiAnswerStore(api);
    await store.start('rate', DP);
    expect(store).toMatchObject({
      status: 'limited',
      error: '今天的 AI 分析次数已用完，请明天再来',
    });
  });
});
