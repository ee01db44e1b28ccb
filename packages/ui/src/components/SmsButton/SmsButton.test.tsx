import { SMS_RESEND_SECONDS } from '@pricetrail/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ThemeRoot } from '../../theme';
import { SmsButton } from './SmsButton';
import { useCountdown } from './useCountdown';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function CountingSmsButton({ onSend }: { onSend: () => void }) {
  const { secondsLeft, start } = useCountdown();
  const handleSend = () => {
    onSend();
    start();
  };
  return <SmsButton secondsLeft={secondsLeft} onSend={handleSend} />;
}

function tick(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

test('after sending, the button waits 60 s showing the seconds, then offers 发送验证码 again', () => {
  const onSend = vi.fn();
  render(
    <ThemeRoot>
      <CountingSmsButton onSend={onSend} />
    </ThemeRoot>,
  );
  expect(SMS_RESEND_SECONDS).toBe(60);
  fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
  expect(onSend).toHaveBeenCalledTimes(1);

  const button = screen.getByRole('button');
  expect(button).toHaveTextContent('60秒后重发');
  expect(button).toHaveAttribute('aria-disabled', 'true');
  tick(1000);
  expect(button).toHaveTextContent('59秒后重发');

  fireEvent.click(button);
  expect(onSend).toHaveBeenCalledTimes(1);

  tick(58_000);
  expect(button).toHaveTextContent('1秒后重发');
  expect(button).toHaveAttribute('aria-disabled', 'true');
  tick(1000);
  expect(button).toHaveTextContent('发送验证码');
  expect(button).not.toHaveAttribute('aria-disabled');

  fireEvent.click(button);
  expect(onSend).toHaveBeenCalledTimes(2);
  expect(button).toHaveTextContent('60秒后重发');
});

test('the countdown follows the clock when timers fire late (a throttled background tab)', () => {
  render(
    <ThemeRoot>
      <CountingSmsButton onSend={vi.fn()} />
    </ThemeRoot>,
  );
  fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
  // The clock jumps 30 s while the interval gets to run only once.
  act(() => {
    vi.setSystemTime(Date.now() + 30_000);
    vi.advanceTimersToNextTimer();
  });
  expect(screen.getByRole('button')).toHaveTextContent('29秒后重发');
});
