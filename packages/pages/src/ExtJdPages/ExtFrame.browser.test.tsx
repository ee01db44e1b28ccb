import { isCloseFrameMessage } from '@pricetrail/core';
import { ThemeRoot } from '@pricetrail/ui';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expect, test } from 'vitest';
import { ExtFrame } from './ExtFrame';

// Vitest runs this page in a frame, as the extension's popover frames it over a store's page.
test('Esc inside the framed page asks the page around it to close the frame, unless a control took it', async () => {
  const posted: unknown[] = [];
  const listen = (event: MessageEvent) => posted.push(event.data);
  window.parent.addEventListener('message', listen);
  try {
    const screen = await render(
      <ThemeRoot>
        <ExtFrame>
          <input
            aria-label="自己处理 Esc 的输入框"
            onKeyDown={(event) => {
              if (event.key === 'Escape') event.preventDefault();
            }}
          />
          <a href="/trend/100012043978-3.html">在价迹查看完整历史</a>
        </ExtFrame>
      </ThemeRoot>,
    );
    await screen.getByRole('textbox').click();
    await userEvent.keyboard('{Escape}');
    (screen.getByRole('link').element() as HTMLElement).focus();
    await userEvent.keyboard('{Escape}');
    // Messages from one window arrive in order: once this one is in, any close request is too.
    const lastPosted = { type: 'test:last' };
    window.parent.postMessage(lastPosted, '*');
    await expect.poll(() => posted).toContainEqual(lastPosted);
    expect(posted.filter(isCloseFrameMessage)).toEqual([{ type: 'pricetrail:close-frame' }]);
  } finally {
    window.parent.removeEventListener('message', listen);
  }
});
