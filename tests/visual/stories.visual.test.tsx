import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { commands, page } from 'vitest/browser';
import { afterEach, describe, expect, test } from 'vitest';
import * as previewAnnotations from '../../.storybook/preview';
import { HOST_VIEWPORT } from '../chromium';
import type { StoryScreenshotResult } from './screenshotCommands';
import { VIEWPORTS, VIEWPORT_HEIGHT, storyModules, screenshotName } from './storyModules';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** See {@link import('./screenshotCommands').parkPointer}. */
    parkPointer: () => Promise<void>;
    /** See {@link import('./screenshotCommands').matchStoryScreenshot}. */
    matchStoryScreenshot: (name: string, selector: string) => Promise<StoryScreenshotResult>;
  }
}

setProjectAnnotations(previewAnnotations);

afterEach(() => {
  document.body.replaceChildren();
});

// Every story of every package, at a phone and a desktop width, against a committed baseline.
describe.each(storyModules())('$title', ({ module }) => {
  const stories = Object.entries(composeStories(module));
  describe.each(VIEWPORTS)('%ipx', (width) => {
    test.each(stories)('%s', async (exportName, Story) => {
      await page.viewport(width, VIEWPORT_HEIGHT);
      await commands.parkPointer();
      const canvasElement = document.createElement('div');
      document.body.append(canvasElement);
      await Story.run({ canvasElement });
      await document.fonts.ready;
      // The test runs in an iframe as tall as the viewport: grow it so tall stories are not clipped.
      const height = Math.ceil(canvasElement.getBoundingClientRect().height);
      if (height > VIEWPORT_HEIGHT)
        await page.viewport(width, Math.min(height, HOST_VIEWPORT.height));
      const result = await commands.matchStoryScreenshot(
        screenshotName(module, exportName, width),
        page.elementLocator(canvasElement).selector,
      );
      expect(result).toEqual({ pass: true, message: '' });
    });
  });
});
