import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { expect, test } from 'vitest';
import { ThemeRoot } from '../../theme';
import productPhone from '../../fixtures/product-phone.svg';
import { LazyImage } from './LazyImage';

// Vitest runs this page in an iframe, and a frame clips IntersectionObserver to its own viewport,
// so the preload margin itself is covered by the unit tests and the end-to-end suite.
test('loads only once scrolled near, then stays loaded', async () => {
  await page.viewport(1280, 900);
  const screen = await render(
    <ThemeRoot>
      <div style={{ height: 3000 }} />
      <div style={{ width: 200 }}>
        <LazyImage src={productPhone} alt="远处的商品图" width={400} height={400} expand={100} />
      </div>
      <div style={{ height: 3000 }} />
    </ThemeRoot>,
  );
  const frame = screen.container.querySelector('[data-state]');
  expect(frame).toHaveAttribute('data-state', 'waiting');
  expect(screen.container.querySelector('img')).toBeNull();

  window.scrollTo(0, 1500);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(frame).toHaveAttribute('data-state', 'waiting');

  window.scrollTo(0, 2500);
  await expect.element(page.getByRole('img', { name: '远处的商品图' })).toBeVisible();
  await expect.poll(() => frame?.getAttribute('data-state')).toBe('loaded');

  window.scrollTo(0, 0);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(frame).toHaveAttribute('data-state', 'loaded');
});

test('an image the server rendered that failed before hydration shows its placeholder', async () => {
  const picture = (
    <ThemeRoot>
      <LazyImage src="/no-such-picture.png" alt="坏掉的商品图" isEager fallback="noImage" />
    </ThemeRoot>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(picture);
  document.body.append(container);
  const image = container.querySelector('img');
  if (!image) throw new Error('the server rendered no <img>');
  if (!image.complete) await new Promise((failed) => image.addEventListener('error', failed));

  const root = hydrateRoot(container, picture);
  await expect
    .element(page.getByRole('img', { name: '坏掉的商品图' }))
    .toHaveAttribute('data-kind', 'noImage');
  root.unmount();
  container.remove();
});
