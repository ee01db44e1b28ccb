/// <reference types="@vitest/browser-playwright" />
import { render } from 'vitest-browser-react';
import { cdp } from 'vitest/browser';
import { afterEach, expect, test } from 'vitest';
import { ThemeRoot } from '../../theme';
import { StreamingText } from './StreamingText';

function caretAnimation(container: HTMLElement): string {
  const caret = container.querySelector('[data-caret]');
  if (!caret) throw new Error('no caret');
  return getComputedStyle(caret).animationName;
}

afterEach(async () => {
  await cdp().send('Emulation.setEmulatedMedia', { features: [] });
});

// Stories switch the blink off for stable screenshots, so the real behaviour is checked here.
test('the caret blinks while streaming', async () => {
  const screen = await render(
    <ThemeRoot>
      <StreamingText text="结论：现在入手比较划算" isStreaming />
    </ThemeRoot>,
  );
  expect(caretAnimation(screen.container)).not.toBe('none');
});

test('the caret stands still when the visitor prefers reduced motion', async () => {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
  });
  const screen = await render(
    <ThemeRoot>
      <StreamingText text="结论：现在入手比较划算" isStreaming />
    </ThemeRoot>,
  );
  expect(matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
  expect(caretAnimation(screen.container)).toBe('none');
});
