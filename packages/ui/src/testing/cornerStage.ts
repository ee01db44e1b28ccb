import type { StoryFrame } from './withFrame';

/** Frame of the user-corner stories: the corner at the top right, with room below for its menu. */
export const CORNER_STAGE: StoryFrame = {
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'flex-end',
  minHeight: 220,
  padding: 16,
};
