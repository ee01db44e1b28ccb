import type { Preview } from '@storybook/react-vite';
import { loadLazyParts } from '@pricetrail/pages/testing';
import { CountdownClockContext, ThemeRoot } from '@pricetrail/ui';
import { configure } from 'storybook/test';
import { CatalogueDocsPage } from '../catalogue/blocks/CatalogueDocsPage';

// findBy… and waitFor wait on a condition, not a time; only their give-up budget is time. Its 1 s
// default ran out on a busy 2-core machine while a page of 20 cards was redrawn (CollectionPage
// Paged), so a story gets 5 s before a wait counts as failed.
configure({ asyncUtilTimeout: 5_000 });

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
