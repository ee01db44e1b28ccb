import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PageRenderer, PageRendererModule, PageRendererOptions } from '@pricetrail/core';

/**
 * Loads the site's server build (ADR 6) and makes its renderer from what the browser build wrote
 * (`options`); undefined when the build has no server entry. The module is the site's: the
 * server reaches it only through core's `PageRendererModule` contract.
 */
export async function loadPageRenderer(
  file: string,
  options: PageRendererOptions,
): Promise<PageRenderer | undefined> {
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as Partial<PageRendererModule>;
  if (typeof module.createPageRenderer !== 'function') {
    throw new Error(`${file} 不是站点的服务端渲染入口：没有导出 createPageRenderer`);
  }
  return module.createPageRenderer(options);
}
