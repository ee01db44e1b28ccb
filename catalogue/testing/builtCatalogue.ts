import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the freshly built catalogue is served, ending in '/'. */
    catalogueUrl: string;
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Vitest globalSetup: builds the catalogue as `pnpm build-storybook` does and serves it. */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outDir = mkdtempSync(join(tmpdir(), 'pricetrail-catalogue-'));
  const build = spawnSync(
    join(ROOT, 'node_modules/.bin/storybook'),
    ['build', '--output-dir', outDir, '--quiet'],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (build.status !== 0) {
    rmSync(outDir, { recursive: true, force: true });
    throw new Error(`storybook build failed:\n${build.stderr || build.stdout}`);
  }
  const server = await preview({
    root: ROOT,
    configFile: false,
    logLevel: 'silent',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('The catalogue server has no local address.');
  project.provide('catalogueUrl', url);
  return async () => {
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  };
}
