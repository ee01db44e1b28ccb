// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { alertsCalls, setupAlerts } from './testing';
import { UnreadCount } from './UnreadCount';

describe('UnreadCount', () => {
  it('reads the count, and not again within the age asked for', async () => {
    let now = Date.UTC(2026, 0, 1);
    const { root, api } = setupAlerts({ now: () => now });
    const unread = new UnreadCount(root, api);
    await unread.refresh(60_000);
    expect(unread.value).toBe(3);
    now += 30_000;
    await unread.refresh(60_000);
    now += 31_000;
    await unread.refresh(60_000);
    expect(alertsCalls(api)).toEqual(['unreadCount', 'unreadCount']);
  });

  it('keeps the count shown when it cannot be read, and asks again next time', async () => {
    const { root, api } = setupAlerts({ alerts: { fail: { unreadCount: 'network' } } });
    const unread = new UnreadCount(root, api);
    unread.set(2);
    await unread.refresh(60_000);
    await unread.refresh(60_000);
    expect(unread.value).toBe(2);
    expect(alertsCalls(api)).toEqual(['unreadCount', 'unreadCount']);
  });

  it('drops an answer to a question asked before the latest change', async () => {
    const { root, api } = setupAlerts();
    const unread = new UnreadCount(root, api);
    const refreshing = unread.refresh();
    unread.set(0);
    await refreshing;
    expect(unread.value).toBe(0);
  });

  it('takes an answer for the latest change only', () => {
    const { root, api } = setupAlerts();
    const unread = new UnreadCount(root, api);
    const first = unread.set(5);
    const second = unread.set(4);
    unread.setIfCurrent(9, first);
    expect(unread.value).toBe(4);
    unread.setIfCurrent(3, second);
    expect(unread.value).toBe(3);
  });
});
