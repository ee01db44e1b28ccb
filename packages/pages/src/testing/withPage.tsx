import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import {
  createBrowserNavigator,
  type FakePricesApiOptions,
  type PricesApiClient,
} from '@pricetrail/services';
import { PageColumn } from '@pricetrail/ui';
import { PageProviders } from '../providers/PageProviders';
import { RouterLinkProvider } from '../providers/RouterLinkProvider';
import { createPageStore } from './createPageStore';

/** Where a page story mounts its page (story parameter `page`). */
export interface PageStoryRoute {
  /** The route pattern, e.g. `/trend/:dpid`. */
  path: string;
  /** The address the memory router starts at. */
  url: string;
  /** Options of the fake price API. */
  api?: FakePricesApiOptions;
  /** Builds the price API instead of the fake, e.g. the real one over wire-shaped answers. */
  prices?: () => PricesApiClient;
}

function PageStoryRoot({ route, story }: { route: PageStoryRoute; story: () => ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: route.path, element: <RouterLinkProvider>{story()}</RouterLinkProvider> },
        { path: '*', element: <p>已离开本页</p> },
      ],
      { initialEntries: [route.url] },
    ),
  );
  const [store] = useState(() =>
    createPageStore(
      route.api,
      createBrowserNavigator((to, options) => void router.navigate(to, options), window.location),
      route.prices?.(),
    ),
  );
  return (
    <PageProviders store={store}>
      <PageColumn>
        <RouterProvider router={router} />
      </PageColumn>
    </PageProviders>
  );
}

/** Mounts the page in a memory router at `parameters.page` with a fresh store from fakes. */
export const withPage: Decorator = (Story, context) => {
  const route = context.parameters.page as PageStoryRoute | undefined;
  if (!route) throw new Error('a page story needs parameters.page = { path, url }');
  return <PageStoryRoot key={context.id} route={route} story={() => <Story />} />;
};
