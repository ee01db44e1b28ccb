// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { NoticeStore } from './NoticeStore';
import { unreadOf } from './unreadOf';
import { manyNotices } from './sampleAlerts';
import { alertsCalls, setupAlerts, type AlertsSetup } from './testing';

async function loaded(setup: AlertsSetup = {}, page = 1) {
  const context = setupAlerts(setup);
  const store = new NoticeStore(context.root, context.api);
  await store.load(page);
  return { ...context, store };
}

function readStates(store: NoticeStore): boolean[] {
  return store.notices.map((notice) => notice.isRead);
}

describe('NoticeStore', () => {
  it('shows the newest notices first with the unread count', async () => {
    const { store } = await loaded();
    expect(store.status).toBe('ready');
    expect(store.notices.map((notice) => notice.id)).toEqual([506, 505, 504, 503, 502, 501]);
    expect(store.unread).toBe(3);
    expect(store.total).toBe(6);
    expect(store.isEmpty).toBe(false);
  });

  it('reads the page asked for, 20 a page', async () => {
    const { store, api } = await loaded({ alerts: { notices: manyNotices(45) } }, 3);
    expect(api.calls).toEqual([['notices', 3]]);
    expect(store.notices).toHaveLength(5);
    expect(store.pageSize).toBe(20);
    expect(store.total).toBe(45);
  });

  it('knows an empty notice list', async () => {
    const { store } = await loaded({ alerts: { notices: [] } });
    expect(store.isEmpty).toBe(true);
    expect(store.unread).toBe(0);
  });

  it('is signed out at once for a visitor without a session, asking nothing', async () => {
    const { store, api } = await loaded({ hasSession: false });
    expect(store.status).toBe('signedOut');
    expect(api.calls).toEqual([]);
  });

  it('is signed out when the server no longer knows the session', async () => {
    const { store } = await loaded({ alerts: { isSignedOut: true } });
    expect(store.status).toBe('signedOut');
  });

  it('says why the list could not be read', async () => {
    const { store } = await loaded({ alerts: { fail: { notices: 'network' } } });
    expect(store.status).toBe('failed');
    expect(store.error).toBe('网络异常');
  });

  it('marks one notice read at once, and keeps the count the server answers', async () => {
    const { store, api } = await loaded();
    const marking = store.markRead(505);
    expect(readStates(store)).toEqual([false, true, false, true, true, true]);
    expect(store.unread).toBe(2);
    await marking;
    expect(api.calls.at(-1)).toEqual(['markRead', 505]);
    expect(store.unread).toBe(2);
  });

  it('sends nothing for a notice read already', async () => {
    const { store, api } = await loaded();
    await store.markRead(503);
    expect(alertsCalls(api)).toEqual(['notices']);
  });

  it('marks every notice read at once with one call', async () => {
    const { store, api } = await loaded();
    const marking = store.markAllRead();
    expect(readStates(store).every(Boolean)).toBe(true);
    expect(store.unread).toBe(0);
    await marking;
    expect(api.calls.at(-1)).toEqual(['markRead', undefined]);
  });

  it('turns the notices unread again, with the reason, when the server refuses', async () => {
    const { store } = await loaded({ alerts: { fail: { markRead: '消息不存在' } } });
    const before = readStates(store);
    await store.markAllRead();
    expect(readStates(store)).toEqual(before);
    expect(store.unread).toBe(3);
    expect(store.actionError).toBe('标记已读失败：消息不存在');
    await store.markRead(506);
    expect(store.notices[0]?.isRead).toBe(false);
    expect(store.unread).toBe(3);
  });

  it('shares its unread count with the bell, one count per root', async () => {
    const { store, root } = await loaded();
    const other = setupAlerts();
    expect(unreadOf(root).value).toBe(3);
    await store.markRead(506);
    expect(unreadOf(root).value).toBe(2);
    expect(unreadOf(other.root)).not.toBe(unreadOf(root));
  });

  it('counts a notice read elsewhere once the list is read again', async () => {
    const { store, api } = await loaded();
    await api.markRead(506);
    await store.load(1);
    await vi.waitFor(() => expect(store.unread).toBe(2));
  });
});
