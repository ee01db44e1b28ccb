import type { Meta, StoryObj, composeStory } from '@storybook/react-vite';

/** Widths every story is photographed at, in order: a common desktop (where axe runs), a small phone. */
export const VIEWPORTS = [1280, 375] as const;

/** The one width a dark story (`parameters.colourScheme: 'dark'`) is photographed at: a phone. */
export const DARK_WIDTH = 375;

/** The width at which axe checks each story (Storybook's own test runner used 1200). */
export const AXE_WIDTH = 1280;

/** The viewport height stories start at; taller stories grow it before the screenshot. */
export const VIEWPORT_HEIGHT = 900;

/** A loaded `*.stories.tsx` module: its meta and its stories. */
export type StoryModule = { default: Meta } & Record<string, StoryObj>;

/** One story composed with the project's annotations, ready to run. */
export type ComposedStory = ReturnType<typeof composeStory>;

/** Every story file in the workspace, with its title, loaded eagerly by Vite. */
export function storyModules(): { title: string; module: StoryModule }[] {
  const modules = import.meta.glob<StoryModule>('../../packages/*/src/**/*.stories.tsx', {
    eager: true,
  });
  return Object.values(modules).map((module) => ({ title: module.default.title ?? '', module }));
}

/** A stable file name for one story at one width, e.g. `base-lazyimage-loaded-375`. */
export function screenshotName(module: StoryModule, exportName: string, width: number): string {
  const title = (module.default.title ?? 'untitled').toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `${title}-${exportName.toLowerCase()}-${width}`;
}
