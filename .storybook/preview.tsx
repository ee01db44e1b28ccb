import type { Preview } from '@storybook/react-vite';
import { ThemeRoot } from '@pricetrail/ui';

const preview: Preview = {
  decorators: [
    (Story) => (
      <ThemeRoot>
        <Story />
      </ThemeRoot>
    ),
  ],
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        phone: { name: '手机 375', styles: { width: '375px', height: '812px' } },
        desktop: { name: '桌面 1280', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
