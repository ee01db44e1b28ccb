import type { Preview } from '@storybook/react-vite';
import { loadLazyParts } from '@pricetrail/pages/testing';
import { CountdownClockContext, ThemeRoot } from '@pricetrail/ui';
import { CatalogueDocsPage } from '../catalogue/blocks/CatalogueDocsPage';

// SMS countdowns stand still in stories: a screenshot must not depend on when it was taken.
const STILL_CLOCK_MS = Date.UTC(2026, 10, 11, 12);
const stillClock = () => STILL_CLOCK_MS;

const preview: Preview = {
  // Every story, in Storybook and as a test, starts with the pages' lazily loaded parts at hand.
  loaders: [loadLazyParts],
  decorators: [
    (Story) => (
      <ThemeRoot>
        <CountdownClockContext.Provider value={stillClock}>
          <Story />
        </CountdownClockContext.Provider>
      </ThemeRoot>
    ),
  ],
  parameters: {
    a11y: { test: 'error' },
    docs: { page: CatalogueDocsPage },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Tokens',
          ['Colours', 'Typography', 'Spacing', 'Breakpoints'],
          'Base',
          'Layout',
          'Cards',
          'Price',
          'Search',
          'Promotion',
          'Rank',
          'Mine',
          'Shaidan',
          'Login',
          'AI',
          'Pages',
        ],
      },
    },
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
