import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { page, userEvent } from 'vitest/browser';
import { afterEach, describe, expect, test } from 'vitest';
import * as previewAnnotations from '../../.storybook/preview';
import { HOST_VIEWPORT } from '../chromium';
import { VIEWPORTS, VIEWPORT_HEIGHT, storyModules, screenshotName } from './storyModules';

setProjectAnnotations(previewAnnotations);

afterEach(() => {
  document.body.replaceChildren();
});

/** Puts the pointer in the top-left corner, so a story's play leaves no hover state behind. */
async function parkPointer(): Promise<void> {
  const corner = document.createElement('div');
  corner.style.cssText = 'position:fixed;left:0;top:0;width:1px;height:1px';
  document.body.append(corner);
  await userEvent.hover(page.elementLocator(corner));
  corner.remove();
}

// Every story of every package, at a phone and a desktop width, against a committed baseline.
describe.each(storyModules())('$title', ({ module }) => {
  const stories = Object.entries(composeStories(module));
  describe.each(VIEWPORTS)('%ipx', (width) => {
    test.each(stories)('%s', async (exportName, Story) => {
      await page.viewport(width, VIEWPORT_HEIGHT);
      await parkPointer();
      const canvasElement = document.createElement('div');
      document.body.append(canvasElement);
      await Story.run({ canvasElement });
      await document.fonts.ready;
      // The test runs in an iframe as tall as the viewport: grow it so tall stories are not clipped.
      const height = Math.ceil(canvasElement.getBoundingClientRect().height);
      if (height > VIEWPORT_HEIGHT)
        await page.viewport(width, Math.min(height, HOST_VIEWPORT.height));
      await expect
        .element(page.elementLocator(canvasElement))
        .toMatchScreenshot(screenshotName(module, exportName, width));
    });
  });
});
