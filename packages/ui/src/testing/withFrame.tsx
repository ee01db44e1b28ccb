import type { Decorator } from '@storybook/react-vite';
import type { CSSProperties } from 'react';

/**
 * Story parameter `frame`: the box a component story renders in (width, padding, alignment).
 * Storybook merges it key by key, so a story overrides one key of its meta's frame.
 */
export type StoryFrame = CSSProperties & { readonly [customProperty: `--${string}`]: string };

/** Renders the story inside a `<div>` styled by `parameters.frame`. */
export const withFrame: Decorator = (Story, { parameters }) => (
  <div style={parameters.frame as StoryFrame | undefined}>
    <Story />
  </div>
);
