import type {
  PageDependency,
  PageRenderRequest,
  PageRenderResult,
  PageRenderer,
  PageRendererOptions,
} from '@pricetrail/core';
import { isUnlistedPath } from '@pricetrail/core';
import { RenderedLazyParts } from '@pricetrail/pages';
import { enableStaticRendering } from 'mobx-react-lite';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
} from 'react-router-dom';
import { AppProviders } from '../AppProviders';
import { serialisePageState } from '../pageState';
import type { PrimedAnswer } from '../primedFetch';
import { createRoutes } from '../router';
import { clientHead } from './clientHead';
import { createRenderStore } from './createRenderStore';
import { renderDocument } from './renderDocument';
import { routePreloads } from './routePreloads';
import type { RouteData, RouteHandle } from '../routes/routeModule';

function redirectOf(response: Response): PageRenderResult {
  return {
    kind: 'redirect',
    status: response.status,
    location: response.headers.get('location') ?? '/',
  };
}

function statusOf(context: StaticHandlerContext): number {
  return context.statusCode;
}

function dependenciesOf(context: StaticHandlerContext): PageDependency[] {
  return Object.values(context.loaderData).flatMap(
    (data) => (data as RouteData | null | undefined)?.dependsOn ?? [],
  );
}

function preloadedSources(context: StaticHandlerContext): string[] {
  return context.matches.flatMap(
    ({ route }) => (route.handle as RouteHandle | undefined)?.preload ?? [],
  );
}

// Observers render once on the server and never update: no reactions to set up and dispose.
enableStaticRendering(true);

/**
 * The site's server entry (ADR 6): built by Vite's SSR build into `site/dist-ssr/`, loaded by the
 * server at run time. Each request gets its own root store and router; routes load their data
 * before React renders, so the page arrives whole.
 */
export function createPageRenderer({
  clientHtml,
  clientManifest,
}: PageRendererOptions): PageRenderer {
  const head = clientHead(clientHtml);
  const preloads = routePreloads(clientManifest);
  return {
    async render(request: PageRenderRequest): Promise<PageRenderResult> {
      const answers: Record<string, PrimedAnswer> = {};
      const store = createRenderStore(request, (url, answer) => {
        answers[url] = answer;
      });
      const { query, dataRoutes } = createStaticHandler(createRoutes(store));
      const context = await query(new Request(new URL(request.url, request.origin)));
      if (context instanceof Response) return redirectOf(context);
      const router = createStaticRouter(dataRoutes, context);
      const lazyParts = new Set<string>();
      const html = await renderDocument({
        head: head.tags,
        code: [...head.code, ...preloads(preloadedSources(context))],
        state: () =>
          serialisePageState({ publicOrigin: request.origin, answers, lazyParts: [...lazyParts] }),
        onError: request.onError,
        app: (
          <AppProviders store={store}>
            <RenderedLazyParts value={lazyParts}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </RenderedLazyParts>
          </AppProviders>
        ),
      });
      const status = statusOf(context);
      return {
        kind: 'document',
        status,
        html,
        isNoIndex: status !== 200 || isUnlistedPath(new URL(request.url, request.origin).pathname),
        // Only a whole page may be kept: an error page is rendered afresh.
        dependsOn: status === 200 ? dependenciesOf(context) : [],
      };
    },
  };
}
