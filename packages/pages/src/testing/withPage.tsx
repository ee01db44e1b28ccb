import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createBrowserNavigator, type PricesApiClient } from '@pricetrail/services';
import { RootStoreProvider } from '@pricetrail/services/react';
import {
  FakeAlertsApi,
  FakeDealsApi,
  FakePromotionsApi,
  FakeIdentityApi,
  FakePersonalApi,
  FakePricesApi,
  FakeRankingsApi,
  createFakeLoginEnvironment,
  createMemoryStorage,
  createTestRootStore,
  type FakeAlertsOptions,
  type FakeDealsOptions,
  type FakePromotionsOptions,
  type FakeIdentityOptions,
  type FakePersonalOptions,
  type FakePricesApiOptions,
  type FakeRankingsOptions,
  type FakeSocketScript,
  FakeSuggestionApi,
  type FakeSuggestionOptions,
  FakeCommentsApi,
  FakeCommunityApi,
  type FakeCommentsOptions,
  type FakeCommunityOptions,
  FakeDealPostsApi,
  type FakeDealPostsOptions,
  FakeAiApi,
  type FakeAiScript,
} from '@pricetrail/services/testing';
import { PageColumn } from '@pricetrail/ui';
import { RouterLinkProvider } from '../providers/RouterLinkProvider';

/** Story parameter `page`: where the page mounts and how the fake servers answer. */
export interface PageStory {
  /** The route pattern, e.g. `/trend/:dpid`. */
  path: string;
  /** The address the memory router starts at. */
  url: string;
  /** Answers of the fake price API, or a builder of another client (the real one over wire answers). */
  prices?: FakePricesApiOptions | (() => PricesApiClient);
  /** Answers of the fake deals API. */
  deals?: FakeDealsOptions;
  /** Answers of the fake promotions API. */
  promotions?: FakePromotionsOptions;
  /** Answers of the fake rankings API. */
  rankings?: FakeRankingsOptions;
  /** Answers of the fake identity API. */
  identity?: FakeIdentityOptions;
  /** Answers of the fake personal-area API (watch list, 价保, credits). */
  personal?: FakePersonalOptions;
  /** Answers of the fake notice and alert-settings API. */
  alerts?: FakeAlertsOptions;
  /** Answers of the fake feedback API. */
  suggestions?: FakeSuggestionOptions;
  /** Answers of the fake 晒单, reviews and moderation API. */
  community?: FakeCommunityOptions;
  /** Answers of the fake 好价 posts API. */
  dealPosts?: FakeDealPostsOptions;
  /** Answers of the fake comments API. */
  comments?: FakeCommentsOptions;
  /** How the fake AI answers stream. */
  ai?: FakeAiScript;
  /** Cookies the page sees, e.g. `plt_uid` for a signed-in session. */
  cookies?: Record<string, string>;
  /** What this tab's storage holds when the page opens (e.g. a 收藏 remembered before sign-in). */
  tabStorage?: Record<string, string>;
  /** Frames the fake `/sck` answers with. */
  socket?: FakeSocketScript;
}

// Off-site navigation (a social platform's sign-in page) is dropped: the story never leaves.
const STAY = { assign: () => {}, replace: () => {} };

function PageStoryRoot({ route, story }: { route: PageStory; story: () => ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: route.path, element: <RouterLinkProvider>{story()}</RouterLinkProvider> },
        { path: '*', element: <p>已离开本页</p> },
      ],
      { initialEntries: [route.url] },
    ),
  );
  const [root] = useState(() => {
    const tabStorage = createMemoryStorage();
    for (const [key, value] of Object.entries(route.tabStorage ?? {})) {
      tabStorage.setItem(key, value);
    }
    return createTestRootStore({
      tabStorage,
      navigate: createBrowserNavigator((to, options) => void router.navigate(to, options), STAY),
      origin: window.location.origin,
      prices: typeof route.prices === 'function' ? route.prices() : new FakePricesApi(route.prices),
      deals: new FakeDealsApi(route.deals),
      promotions: new FakePromotionsApi(route.promotions),
      rankings: new FakeRankingsApi(route.rankings),
      identity: new FakeIdentityApi(route.identity),
      personal: new FakePersonalApi(route.personal),
      alerts: new FakeAlertsApi(route.alerts),
      suggestions: new FakeSuggestionApi(route.suggestions),
      community: new FakeCommunityApi(route.community),
      dealPosts: new FakeDealPostsApi(route.dealPosts),
      comments: new FakeCommentsApi(route.comments),
      ai: new FakeAiApi(route.ai),
      loginEnvironment: createFakeLoginEnvironment({
        socket: route.socket,
        cookies: route.cookies,
      }),
    });
  });
  return (
    <RootStoreProvider store={root}>
      <PageColumn>
        <RouterProvider router={router} />
      </PageColumn>
    </RootStoreProvider>
  );
}

/** Mounts the page in a memory router at `parameters.page` with a fresh root store from fakes. */
export const withPage: Decorator = (Story, context) => {
  const route = context.parameters.page as PageStory | undefined;
  if (!route) throw new Error('a page story needs parameters.page = { path, url }');
  return <PageStoryRoot key={context.id} route={route} story={() => <Story />} />;
};
