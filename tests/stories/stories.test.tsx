import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { commands, page } from 'vitest/browser';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import * as previewAnnotations from '../../.storybook/preview';
import { HOST_VIEWPORT } from '../chromium';
import { darkContrastViolations, showScheme, type StoryScheme } from './darkContrast';
import type { StoryScreenshotResult } from './screenshotCommands';
import {
  AXE_WIDTH,
  DARK_WIDTH,
  VIEWPORTS,
  VIEWPORT_HEIGHT,
  screenshotName,
  storyModules,
  type ComposedStory,
} from './storyModules';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** See {@link import('./screenshotCommands').parkPointer}. */
    parkPointer: () => Promise<void>;
    /** See {@link import('./screenshotCommands').emulateTouch}. */
    emulateTouch: (enabled: boolean) => Promise<void>;
    /** See {@link import('./screenshotCommands').matchStoryScreenshot}. */
    matchStoryScreenshot: (name: string, selector: string) => Promise<StoryScreenshotResult>;
  }
}

// The accessibility addon's afterEach runs axe after each story's play function, as in Storybook.
setProjectAnnotations([a11yAnnotations, previewAnnotations]);

afterEach(() => {
  document.body.replaceChildren();
  showScheme('light');
});

// Whether the page is a touch device now: switched only for the stories that ask (`touch: true`).
let isTouch = false;
async function setTouch(touch: boolean): Promise<void> {
  if (touch === isTouch) return;
  await commands.emulateTouch(touch);
  isTouch = touch;
}

/** The scheme a story asks for (`parameters.colourScheme`), light by default. */
function schemeOf(Story: ComposedStory): StoryScheme {
  return Story.parameters.colourScheme === 'dark' ? 'dark' : 'light';
}

/**
 * The widths a story is photographed at: a dark story repeats a light one's layout, so only its
 * phone width is taken.
 */
function widthsOf(Story: ComposedStory): readonly number[] {
  return schemeOf(Story) === 'dark' ? [DARK_WIDTH] : VIEWPORTS;
}

/** Renders the story at `width`, play function and (at its first width) axe included. */
async function showStory(Story: ComposedStory, width: number): Promise<HTMLElement> {
  await page.viewport(width, VIEWPORT_HEIGHT);
  await setTouch(Story.parameters.touch === true);
  await commands.parkPointer();
  document.body.replaceChildren();
  showScheme(schemeOf(Story));
  const canvasElement = document.createElement('div');
  document.body.append(canvasElement);
  // axe checks the page once per story, at its first width (the desktop one for a light story).
  const a11y = { manual: width !== widthsOf(Story)[0] };
  await Story.run({ canvasElement, globals: { ...Story.globals, a11y } });
  await document.fonts.ready;
  // The test runs in an iframe as tall as the viewport: grow it so tall stories are not clipped.
  const height = Math.ceil(canvasElement.getBoundingClientRect().height);
  if (height > VIEWPORT_HEIGHT) await page.viewport(width, Math.min(height, HOST_VIEWPORT.height));
  return canvasElement;
}

/** Renders the story at `width` and compares it with its baseline. */
async function renderAndCompare(
  Story: ComposedStory,
  name: string,
  width: number,
): Promise<StoryScreenshotResult> {
  const canvasElement = await showStory(Story, width);
  return commands.matchStoryScreenshot(name, page.elementLocator(canvasElement).selector);
}

// The run's first story paid for warming Chromium up (its first CJK text, axe's first run, the
// first capture): on a loaded machine that alone outran the 15 s one story may take. One render of
// that story, unchecked, does it beforehand on the hook's own budget.
beforeAll(async () => {
  const [first] = storyModules();
  const [Story] = first ? Object.values(composeStories(first.module)) : [];
  if (!Story) return;
  await showStory(Story, AXE_WIDTH);
  await page.screenshot({ save: false });
  document.body.replaceChildren();
}, 120_000);

// Every story of every package in one pass: its play function and axe, then a screenshot at a
// phone and a desktop width against a committed baseline. Each width is a fresh render, because
// components measure the window when they mount (lazy images choose their size then). A light
// story's desktop render is also recoloured dark for axe's contrast rule, without a screenshot.
describe.each(storyModules())('$title', ({ module }) => {
  test.each(Object.entries(composeStories(module)))('%s', async (exportName, Story) => {
    for (const width of widthsOf(Story)) {
      const name = screenshotName(module, exportName, width);
      expect(await renderAndCompare(Story, name, width)).toEqual({ pass: true, message: '' });
      const isRecoloured = width === AXE_WIDTH && schemeOf(Story) === 'light';
      expect(isRecoloured ? await darkContrastViolations(document.body) : []).toEqual([]);
    }
  });
});
