import { describe, expect, it, vi } from 'vitest';
import { UNREAD_MAX_AGE_MS, refreshUnreadOnReturn } from './refreshOnReturn';

function setup() {
  const window = new EventTarget();
  const document = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
  });
  const notices = { refreshUnread: vi.fn(() => Promise.resolve()) };
  const controller = new AbortController();
  refreshUnreadOnReturn(notices, { window, document }, controller.signal);
  return { window, document, notices, controller };
}

describe('refreshUnreadOnReturn', () => {
  it('asks for a count at most a minute old when the tab regains focus or shows again', () => {
    const { window, document, notices } = setup();
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(notices.refreshUnread.mock.calls).toEqual([[UNREAD_MAX_AGE_MS], [UNREAD_MAX_AGE_MS]]);
    expect(UNREAD_MAX_AGE_MS).toBeGreaterThanOrEqual(60_000);
  });

  it('asks nothing when the tab is hidden', () => {
    const { document, notices } = setup();
    document.visibilityState = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(notices.refreshUnread).not.toHaveBeenCalled();
  });

  it('stops when its signal aborts', () => {
    const { window, notices, controller } = setup();
    controller.abort();
    window.dispatchEvent(new Event('focus'));
    expect(notices.refreshUnread).not.toHaveBeenCalled();
  });
});
