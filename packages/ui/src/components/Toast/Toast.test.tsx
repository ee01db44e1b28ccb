import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ThemeRoot } from '../../theme';
import { TOAST_DURATION_MS, Toast } from './Toast';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function renderToast(onClose: () => void, duration?: number) {
  return render(
    <ThemeRoot>
      <Toast onClose={onClose} duration={duration}>
        已加入收藏
      </Toast>
    </ThemeRoot>,
  );
}

test('closes itself once the default duration has passed, not before', () => {
  const onClose = vi.fn();
  renderToast(onClose);
  act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
  expect(onClose).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(1));
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('honours a custom duration, and a duration of 0 keeps it open', () => {
  const onShortClose = vi.fn();
  const { unmount } = renderToast(onShortClose, 1000);
  act(() => vi.advanceTimersByTime(1000));
  expect(onShortClose).toHaveBeenCalledTimes(1);
  unmount();

  const onStayClose = vi.fn();
  renderToast(onStayClose, 0);
  act(() => vi.advanceTimersByTime(60_000));
  expect(onStayClose).not.toHaveBeenCalled();
});

test('hovering holds it open; leaving starts the full duration again', () => {
  const onClose = vi.fn();
  renderToast(onClose);
  const toast = screen.getByRole('status');
  act(() => vi.advanceTimersByTime(2000));
  fireEvent.mouseEnter(toast);
  act(() => vi.advanceTimersByTime(10_000));
  expect(onClose).not.toHaveBeenCalled();
  fireEvent.mouseLeave(toast);
  act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
  expect(onClose).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(1));
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('a new onClose from a re-render does not restart the timer', () => {
  const first = vi.fn();
  const second = vi.fn();
  const { rerender } = renderToast(first);
  act(() => vi.advanceTimersByTime(2000));
  rerender(
    <ThemeRoot>
      <Toast onClose={second}>已加入收藏</Toast>
    </ThemeRoot>,
  );
  act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 2000));
  expect(first).not.toHaveBeenCalled();
  expect(second).toHaveBeenCalledTimes(1);
});
