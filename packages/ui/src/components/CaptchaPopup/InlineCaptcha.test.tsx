import { render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { ThemeRoot } from '../../theme';
import { InlineCaptcha } from './InlineCaptcha';
import { frameOrigin, isCaptchaSuccess } from './useCaptchaSuccess';

const SRC = 'https://captcha.example.com/check?from=login';

function post(data: unknown, origin: string, source: Window | null) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

test('only a success message from its own frame and the frame’s origin counts', () => {
  const onSuccess = vi.fn();
  render(
    <ThemeRoot>
      <InlineCaptcha src={SRC} onSuccess={onSuccess} />
    </ThemeRoot>,
  );
  const frame = screen.getByTitle<HTMLIFrameElement>('安全验证');
  expect(frame).toHaveAttribute('src', SRC);

  post('success', 'https://evil.example.com', frame.contentWindow);
  post('success', 'https://captcha.example.com', window);
  post('failed', 'https://captcha.example.com', frame.contentWindow);
  post({ type: 'close' }, 'https://captcha.example.com', frame.contentWindow);
  expect(onSuccess).not.toHaveBeenCalled();

  post('success', 'https://captcha.example.com', frame.contentWindow);
  post({ type: 'success' }, 'https://captcha.example.com', frame.contentWindow);
  expect(onSuccess).toHaveBeenCalledTimes(2);
});

test('success messages are recognised as a string or as { type }', () => {
  expect(isCaptchaSuccess('success')).toBe(true);
  expect(isCaptchaSuccess({ type: 'success', ticket: 'abc' })).toBe(true);
  expect(isCaptchaSuccess('Success')).toBe(false);
  expect(isCaptchaSuccess(null)).toBe(false);
  expect(isCaptchaSuccess({ status: 'success' })).toBe(false);
});

test('a relative address belongs to the page’s origin; opaque ones are never trusted', () => {
  expect(frameOrigin('/captcha?x=1', 'https://www.example.com/home')).toBe(
    'https://www.example.com',
  );
  expect(frameOrigin('data:text/html,<p>hi</p>', 'https://www.example.com/')).toBeNull();
  expect(frameOrigin('http://[bad', 'https://www.example.com/')).toBeNull();
});
