import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { NONCE_PLACEHOLDER, newNonce, pagePolicy } from '../security/headers.js';
import type { ErrorBody } from './errors.js';
import { pageStatus } from './pageRoutes.js';

/** Site options beyond the folder. */
export interface SiteOptions {
  /** Serve `*.map` files (`SOURCE_MAPS=1`); by default they are not published. */
  sourceMaps: boolean;
}

/** Serves the built site: real files as they are, every other page path as the app shell. */
export async function registerSite(
  app: FastifyInstance,
  siteDir: string,
  options: SiteOptions,
): Promise<void> {
  const shellFile = join(siteDir, 'index.html');
  const shell = existsSync(shellFile) ? readFileSync(shellFile, 'utf8') : undefined;
  if (shell !== undefined) {
    await app.register(fastifyStatic, {
      root: siteDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The shell is only sent with its nonce filled in, below.
      allowedPath: (pathName) =>
        pathName !== '/index.html' && (options.sourceMaps || !pathName.endsWith('.map')),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/');
    if (!isPage) {
      return reply.status(404).send({ code: 404, msg: '接口不存在' } satisfies ErrorBody);
    }
    if (shell === undefined) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('站点尚未构建：请先运行 pnpm build');
    }
    const nonce = newNonce();
    const status = pageStatus(request.url);
    // The shell is the same for every path: a crawler that runs no script learns from the header.
    if (status === 404) reply.header('x-robots-tag', 'noindex');
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .header('content-security-policy', pagePolicy(nonce, request.url))
      .type('text/html; charset=utf-8')
      .send(shell.replaceAll(NONCE_PLACEHOLDER, nonce));
  });
}
