import { MSG_COMMENT_TOO_SHORT } from '@pricetrail/core';
import { describe, expect, test } from 'vitest';
import { CommentFormStore } from './CommentFormStore';
import { CommentThreadStore } from './CommentThreadStore';
import { FAKE_COMMENT_LINES, FakeCommentsApi } from './FakeCommentsApi';
import { SAMPLE_COMMENTS } from './sampleComments';

const APP = { kind: 'app', id: 'pricetrail' };

describe('CommentThreadStore', () => {
  test('更多 adds the next page until every comment is shown', async () => {
    const thread = new CommentThreadStore(new FakeCommentsApi({ pageSize: 3 }), APP);
    await thread.load();
    expect(thread.items).toHaveLength(3);
    expect(thread.hasMore).toBe(true);
    await thread.loadMore();
    expect(thread.items.map((c) => c.id)).toEqual(SAMPLE_COMMENTS.map((c) => c.id));
    expect(thread.hasMore).toBe(false);
  });

  test('a failed read leaves the Chinese network line', async () => {
    const thread = new CommentThreadStore(new FakeCommentsApi({ fail: 'network' }), APP);
    await thread.load();
    expect(thread.status).toBe('error');
    expect(thread.message).toBe('网络异常');
  });

  test('a report marks the comment and shows the thanks', async () => {
    const api = new FakeCommentsApi();
    const thread = new CommentThreadStore(api, APP);
    await thread.load();
    await thread.report(2);
    expect(api.reports).toEqual([2]);
    expect(thread.items.find((c) => c.id === 2)?.reported).toBe(true);
    expect(thread.notice).toBe(FAKE_COMMENT_LINES.reported);
  });
});

describe('CommentFormStore', () => {
  test('a one-character comment is refused before sending', async () => {
    const api = new FakeCommentsApi();
    const form = new CommentFormStore(api, APP);
    form.setText(' 好 ');
    expect(await form.submit()).toBe(false);
    expect(form.error).toBe(MSG_COMMENT_TOO_SHORT);
    expect(api.sent).toHaveLength(0);
  });

  test('a sent comment carries trimmed text and the stars, and empties the form', async () => {
    const api = new FakeCommentsApi();
    const form = new CommentFormStore(api, APP);
    form.setText('  很好用  ');
    form.setRating(4);
    expect(await form.submit()).toBe(true);
    expect(api.sent).toEqual([{ subject: APP, text: '很好用', rating: 4 }]);
    expect(form.sentMessage).toBe(FAKE_COMMENT_LINES.pending);
    expect([form.text, form.rating]).toEqual(['', 0]);
  });

  test('the server’s 429 line is shown', async () => {
    const form = new CommentFormStore(new FakeCommentsApi({ sendFailure: 'tooFast' }), APP);
    form.setText('再来一条');
    expect(await form.submit()).toBe(false);
    expect(form.error).toBe(FAKE_COMMENT_LINES.tooFast);
  });
});
