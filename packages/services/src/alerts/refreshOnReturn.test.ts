import { describe, expect, it, vi } from 'vitest';
import { UNREAD_MAX_AGE_MS, refreshUnreadOnReturn } from './refreshOnReturn';

function setup() {
  const window = new EventTarget();
  const document = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
  });
  const unread = { refresh: vi.fn(() => Promise.resolve()) };
  const controller = new AbortController();
  refreshUnreadOnReturn(unread, { window, document }, controller.signal);
  return { window, document, unread, controller };
}

describe('refreshUnreadOnReturn', () => {
  it('asks for a count at most a minute old when the tab regains focus or shows again', () => {
    const { window, document, unread } = setup();
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(unread.refresh.mock.calls).toEqual([[UNREAD_MAX_AGE_MS], [UNREAD_MAX_AGE_MS]]);
    expect(UNREAD_MAX_AGE_MS).toBeGreaterThanOrEqual(60_000);
  });

  it('asks nothing when the tab is hidden', () => {
    const { document, unread } = setup();
    document.visibilityState = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(unread.refresh).not.toHaveBeenCalled();
  });

  it('stops when its signal aborts', () => {
    const { window, unread, controller } = setup();
    controller.abort();
    window.dispatchEvent(new Event('focus'));
    expect(unread.refresh).not.toHaveBeenCalled();
  });
});
