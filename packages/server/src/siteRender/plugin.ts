import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { noteView } from '../prices/noteView.js';
import { publicOrigin } from '../security/origins.js';
import { inProcessTransport } from './inProcessTransport.js';
import { loadPageRenderer } from './loadRenderer.js';
import { sendPage } from './pageResponse.js';
import { renderedPage, type RenderedPage } from './renderedPage.js';
import { RenderedPages } from './renderedPages.js';
import type { ErrorBody } from '../http/errors.js';
import { pageStatus } from './pageRoutes.js';

/** Where the built site is and how to serve it. */
export interface SiteOptions {
  /** The browser build (`site/dist`): its files, and `index.html`, the app shell. */
  siteDir: string;
  /**
   * The site's server build that renders pages (ADR 6), by default `dist-ssr/renderPage.js` beside
   * `siteDir`; pages are the bare shell without it.
   */
  rendererFile: string | undefined;
  /** Serve `*.map` files (`SOURCE_MAPS=1`); by default they are not published. */
  sourceMaps: boolean;
}

const NOT_AN_API: ErrorBody = { code: 404, msg: '接口不存在' };

/** The app shell as a page, per status: prepared (and deflated) once, not per request. */
function shellPages(shell: string): (url: string) => RenderedPage {
  const byStatus = new Map<number, RenderedPage>();
  return (url) => {
    const status = pageStatus(url);
    let page = byStatus.get(status);
    if (!page) {
      // Without a renderer the shell is the same for every path: a crawler learns from the header.
      page = renderedPage({ html: shell, status, isNoIndex: status === 404 });
      byStatus.set(status, page);
    }
    return page;
  };
}

async function loadRenderer(app: FastifyInstance, options: SiteOptions, shell: string) {
  const rendererFile =
    options.rendererFile ?? join(dirname(options.siteDir), 'dist-ssr', 'renderPage.js');
  const manifestFile = join(options.siteDir, '.vite', 'manifest.json');
  const renderer = await loadPageRenderer(rendererFile, {
    clientHtml: shell,
    clientManifest: existsSync(manifestFile) ? readFileSync(manifestFile, 'utf8') : undefined,
  });
  if (!renderer) app.log.warn({ rendererFile }, '没有站点的服务端渲染入口：页面以空壳发送');
  return (
    renderer &&
    new RenderedPages({
      renderer,
      api: inProcessTransport(app),
      db: app.db,
      revision: (dpId) => app.prices.revision(dpId),
      clock: app.clock,
      origin: () => publicOrigin(app),
    })
  );
}

// The build names each file under assets/ by its content's hash: a browser may keep it for good,
// without asking again. Everything else (sw.js, the manifest, icons) keeps its address from build to
// build and is asked again each time, answered 304 while unchanged. The path may be the `.br` or
// `.gz` beside the file.
const HASHED_FILE = /[\\/]assets[\\/][^\\/]+-[\w-]{8}\.\w+(?:\.(?:br|gz))?$/;
const KEPT_FOREVER = 'public, max-age=31536000, immutable';

function keepHashedFilesForever(reply: FastifyReply, path: string) {
  if (HASHED_FILE.test(path)) reply.header('cache-control', KEPT_FOREVER);
}

/**
 * Serves the built site: its files as they are, and every page path rendered on the server with
 * its data (ADR 6), for GET and HEAD; a product page is kept by the product's revision. A page
 * the renderer cannot render goes out as the app shell, which the browser renders itself.
 */
export async function registerSite(app: FastifyInstance, options: SiteOptions): Promise<void> {
  const shellFile = join(options.siteDir, 'index.html');
  const shell = existsSync(shellFile) ? readFileSync(shellFile, 'utf8') : undefined;
  const shellPage = shell === undefined ? undefined : shellPages(shell);
  let pages: RenderedPages | undefined;
  if (shell !== undefined) {
    await app.register(fastifyStatic, {
      root: options.siteDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // A page's dozens of asset requests are not worth a log line each at info.
      logLevel: 'warn',
      setHeaders: keepHashedFilesForever,
      // The shell is only sent with its nonce filled in, below; the build manifest is the
      // renderer's.
      allowedPath: (pathName) =>
        pathName !== '/index.html' &&
        !pathName.startsWith('/.vite/') &&
        (options.sourceMaps || !pathName.endsWith('.map')),
    });
    pages = await loadRenderer(app, options, shell);
  }

  async function renderPage(request: FastifyRequest, reply: FastifyReply, rendered: RenderedPages) {
    const outcome = await rendered.page(request.url, (err) =>
      request.log.error({ err }, 'page part failed to render'),
    );
    if (outcome.kind === 'redirect') return reply.redirect(outcome.location, outcome.status);
    // The page's API reads were the server's own; the shopper's view of a product counts here.
    if (outcome.dpId !== undefined && request.method === 'GET')
      noteView(app, request, outcome.dpId);
    return sendPage(request, reply, outcome.page);
  }

  // Pages are what no route of the API or the files claims: a catch-all route would also claim an
  // API address the router refused (an over-long parameter is 414, not a page). HEAD gets the
  // same headers as GET, without the body (Node drops it). Pages are not in the API document.
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (!isPage) return reply.status(404).send(NOT_AN_API);
    if (shellPage === undefined) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('站点尚未构建：请先运行 pnpm build');
    }
    if (pages) {
      try {
        return await renderPage(request, reply, pages);
      } catch (err) {
        request.log.error({ err }, 'page render failed; sending the app shell');
      }
    }
    return sendPage(request, reply, shellPage(request.url));
  });
}
