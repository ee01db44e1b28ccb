// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage } from './browserStorage';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('browserStorage', () => {
  it('is the browser’s storage when the page may use it', () => {
    expect(browserStorage('localStorage')).toBe(window.localStorage);
  });

  it('remembers nothing when the browser denies storage, as in a frame on a store’s page', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    const storage = browserStorage('sessionStorage');
    storage.setItem('pending', '1');
    expect(storage.getItem('pending')).toBeNull();
  });
});
