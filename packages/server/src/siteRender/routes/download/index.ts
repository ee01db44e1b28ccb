import { createReadStream } from 'node:fs';
import { EXTENSION_PACKAGE_PATH } from '@pricetrail/core';
import type { FastifyPluginAsync } from 'fastify';
import { findExtensionZip } from './extensionZip.js';

/** What a visitor reads when the server has no packaged extension to give. */
export const MISSING_MESSAGE =
  '扩展安装包尚未构建，请稍后再试（站点管理员：运行 pnpm build:extension）';

/** Options of {@link downloadRoutes}. */
export interface DownloadOptions {
  /** Where `pnpm build:extension` writes `pricetrail-extension-<version>.zip`. */
  extensionDir: string;
}

/** `GET /download/pricetrail-extension.zip`: the newest packaged extension, as an attachment. */
export const downloadRoutes: FastifyPluginAsync<DownloadOptions> = async (
  app,
  { extensionDir },
) => {
  // A file, not an API: kept out of the API document.
  app.get(EXTENSION_PACKAGE_PATH, { schema: { hide: true } }, async (_request, reply) => {
    // Looked up per request, so a rebuilt extension is served without a restart.
    const zip = await findExtensionZip(extensionDir);
    if (!zip) {
      // Plain text: this link is opened by a browser, not read by the site's code.
      return reply.status(404).type('text/plain; charset=utf-8').send(MISSING_MESSAGE);
    }
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${zip.fileName}"`)
      .header('cache-control', 'no-cache')
      .send(createReadStream(zip.path));
  });
};
