// @vitest-environment jsdom
// jsdom so that `@pricetrail/core` resolves through its `source` condition (see Http.test.ts).
import { describe, expect, it, vi } from 'vitest';
import { createBrowserNavigator } from './browserNavigator';
import { navigateTo } from './navigateTo';
import type { Navigator } from './Navigator';

function fakeNavigator() {
  return { inApp: vi.fn<Navigator['inApp']>(), external: vi.fn<Navigator['external']>() };
}

const origin = 'https://www.pricetrail.cn';

describe('navigateTo', () => {
  it('moves in-app for paths and same-origin URLs', () => {
    const navigator = fakeNavigator();
    navigateTo(navigator, '/mine/collection?tab=all#top', { origin });
    navigateTo(navigator, `${origin}/home`, { origin, replace: true });
    expect(navigator.inApp.mock.calls).toEqual([
      ['/mine/collection?tab=all#top', { replace: false }],
      ['/home', { replace: true }],
    ]);
    expect(navigator.external).not.toHaveBeenCalled();
  });

  it('rejects an external URL unless allowed', () => {
    const navigator = fakeNavigator();
    expect(() => navigateTo(navigator, 'https://evil.example/x', { origin })).toThrow(
      'Navigating to external URL is not allowed by default',
    );
    navigateTo(navigator, 'https://item.jd.com/1.html', { origin, external: true });
    expect(navigator.external).toHaveBeenCalledWith('https://item.jd.com/1.html', {
      replace: false,
    });
    expect(navigator.inApp).not.toHaveBeenCalled();
  });

  it('rejects script URLs even when external is allowed', () => {
    const navigator = fakeNavigator();
    expect(() => navigateTo(navigator, 'javascript:alert(1)', { origin, external: true })).toThrow(
      'Cannot navigate to an URL with script protocol',
    );
    expect(navigator.inApp).not.toHaveBeenCalled();
    expect(navigator.external).not.toHaveBeenCalled();
  });
});

describe('createBrowserNavigator', () => {
  it('uses navigate in-app and location.assign / replace outside', () => {
    const navigate = vi.fn();
    const location = { assign: vi.fn(), replace: vi.fn() };
    const navigator = createBrowserNavigator(navigate, location);
    navigator.inApp('/home', { replace: false });
    navigator.external('https://a.cn/', { replace: false });
    navigator.external('https://b.cn/', { replace: true });
    expect(navigate).toHaveBeenCalledWith('/home', { replace: false });
    expect(location.assign).toHaveBeenCalledWith('https://a.cn/');
    expect(location.replace).toHaveBeenCalledWith('https://b.cn/');
  });
});
