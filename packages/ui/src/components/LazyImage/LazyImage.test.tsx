import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ThemeRoot } from '../../theme';
import { LazyImage } from './LazyImage';
import { LAZY_THROTTLE_MS } from './lazyConfig';

// jsdom has no IntersectionObserver, so this drives the throttled scroll fallback.
let top = 5000;

beforeEach(() => {
  vi.useFakeTimers();
  top = 5000;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => ({ top, bottom: top + 200, left: 0, right: 200, width: 200, height: 200 }) as DOMRect,
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function scrollTo(nextTop: number) {
  top = nextTop;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

test('without IntersectionObserver, scroll checks are throttled to one per 125 ms', () => {
  render(
    <ThemeRoot>
      <LazyImage src="/p.png" alt="商品图" expand={100} />
    </ThemeRoot>,
  );
  expect(screen.queryByRole('img')).toBeNull();

  act(() => vi.advanceTimersByTime(LAZY_THROTTLE_MS));
  scrollTo(5000);
  scrollTo(window.innerHeight + 50);
  expect(screen.queryByRole('img')).toBeNull();

  act(() => vi.advanceTimersByTime(LAZY_THROTTLE_MS));
  expect(screen.getByRole('img', { name: '商品图' })).toHaveAttribute('src', '/p.png');
});

test('an image beyond 1.5 × the preload distance (page loaded) does not load', () => {
  render(
    <ThemeRoot>
      <LazyImage src="/p.png" alt="商品图" expand={100} />
    </ThemeRoot>,
  );
  scrollTo(window.innerHeight + 151);
  act(() => vi.advanceTimersByTime(LAZY_THROTTLE_MS * 4));
  expect(screen.queryByRole('img')).toBeNull();
});
