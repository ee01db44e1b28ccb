import type {
  PageRenderRequest,
  PageRenderResult,
  PageRenderer,
  PageRendererOptions,
} from '@pricetrail/core';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
} from 'react-router-dom';
import { AppProviders } from '../AppProviders';
import { serialisePageState } from '../pageState';
import { createRoutes } from '../router';
import { clientHead } from './clientHead';
import { createRenderStore } from './createRenderStore';
import { renderDocument } from './renderDocument';

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

/**
 * The site's server entry (ADR 6): built by Vite's SSR build into `site/dist-ssr/`, loaded by the
 * server at run time. Each request gets its own root store and router; routes load their data
 * before React renders, so the page arrives whole.
 */
export function createPageRenderer({ clientHtml }: PageRendererOptions): PageRenderer {
  const head = clientHead(clientHtml);
  return {
    async render(request: PageRenderRequest): Promise<PageRenderResult> {
      const store = createRenderStore(request);
      const { query, dataRoutes } = createStaticHandler(
        createRoutes({ prefetchProduct: () => {} }),
      );
      const context = await query(new Request(new URL(request.url, request.origin)));
      if (context instanceof Response) return redirectOf(context);
      const router = createStaticRouter(dataRoutes, context);
      const html = await renderDocument({
        head,
        state: serialisePageState({ publicOrigin: request.origin }),
        onError: request.onError,
        app: (
          <AppProviders store={store}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        ),
      });
      const status = statusOf(context);
      return { kind: 'document', status, html, isNoIndex: status !== 200, dependsOn: [] };
    },
  };
}
