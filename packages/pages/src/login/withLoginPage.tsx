import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import {
  FakeIdentityApi,
  FakePricesApi,
  createAppStore,
  createBrowserNavigator,
  createFakeLoginEnvironment,
  createTestRootStore,
  type FakeIdentityOptions,
  type FakeSocketScript,
} from '@pricetrail/services';
import { PageColumn } from '@pricetrail/ui';
import { PageProviders } from '../providers/PageProviders';
import { RouterLinkProvider } from '../providers/RouterLinkProvider';

/** Story parameter `loginPage`: where the page mounts and how the fake identity server answers. */
export interface LoginPageStory {
  /** The route pattern. */
  path: string;
  /** The address the memory router starts at. */
  url: string;
  /** Answers of the fake identity API. */
  identity?: FakeIdentityOptions;
  /** Frames the fake `/sck` answers with. */
  socket?: FakeSocketScript;
}

function LoginPageRoot({ route, story }: { route: LoginPageStory; story: () => ReactNode }) {
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
    createAppStore({
      root: createTestRootStore({
        navigate: createBrowserNavigator((to, options) => void router.navigate(to, options), {
          assign: () => {},
          replace: () => {},
        }),
        origin: window.location.origin,
      }),
      prices: new FakePricesApi(),
      identity: new FakeIdentityApi(route.identity),
      loginEnvironment: createFakeLoginEnvironment({ socket: route.socket }),
    }),
  );
  return (
    <PageProviders store={store}>
      <PageColumn>
        <RouterProvider router={router} />
      </PageColumn>
    </PageProviders>
  );
}

/** Mounts a sign-in page at `parameters.loginPage` with a fresh store over a fake identity API. */
export const withLoginPage: Decorator = (Story, context) => {
  const route = context.parameters.loginPage as LoginPageStory | undefined;
  if (!route) throw new Error('a login page story needs parameters.loginPage = { path, url }');
  return <LoginPageRoot key={context.id} route={route} story={() => <Story />} />;
};
