import type { Decorator } from '@storybook/react-vite';

/** Stories' stage: the corner at the top right, with room below for its open menu. */
export const withCornerStage: Decorator = (Story) => (
  <div
    style={{
      display: 'flex',
      alignItems: 'flex-start',
      justifyContent: 'flex-end',
      minHeight: 220,
      padding: 16,
    }}
  >
    <Story />
  </div>
);
