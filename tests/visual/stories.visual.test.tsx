import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { page } from 'vitest/browser';
import { afterEach, describe, expect, test } from 'vitest';
import * as previewAnnotations from '../../.storybook/preview';
import { VIEWPORTS, storyModules, screenshotName } from './storyModules';

setProjectAnnotations(previewAnnotations);

afterEach(() => {
  document.body.replaceChildren();
});

// Every story of every package, at a phone and a desktop width, against a committed baseline.
describe.each(storyModules())('$title', ({ module }) => {
  const stories = Object.entries(composeStories(module));
  describe.each(VIEWPORTS)('%ipx', (width) => {
    test.each(stories)('%s', async (exportName, Story) => {
      await page.viewport(width, 900);
      const canvasElement = document.createElement('div');
      document.body.append(canvasElement);
      await Story.run({ canvasElement });
      await document.fonts.ready;
      await expect
        .element(page.elementLocator(canvasElement))
        .toMatchScreenshot(screenshotName(module, exportName, width));
    });
  });
});
