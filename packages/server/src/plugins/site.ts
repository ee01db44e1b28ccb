import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from './errors.js';
import { pageStatus } from './pageRoutes.js';

/** Serves the built site: real files as they are, every other page path as the app shell. */
export async function registerSite(app: FastifyInstance, siteDir: string): Promise<void> {
  const hasSite = existsSync(join(siteDir, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: siteDir,
      wildcard: false,
      index: false,
      preCompressed: true,
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/');
    if (!isPage) {
      return reply.status(404).send({ code: 404, msg: '接口不存在' } satisfies ErrorBody);
    }
    if (!hasSite) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('站点尚未构建：请先运行 pnpm build');
    }
    const status = pageStatus(request.url);
    // The shell is the same for every path: a crawler that runs no script learns from the header.
    if (status === 404) reply.header('x-robots-tag', 'noindex');
    return reply.status(status).header('cache-control', 'no-cache').sendFile('index.html');
  });
}
