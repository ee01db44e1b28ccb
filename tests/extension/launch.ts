import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Worker } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumLaunchOptions } from '../chromium.ts';

/** The unpacked build `pnpm build` (and `pnpm build:extension`) writes. */
export const EXTENSION_DIR = fileURLToPath(
  new URL('../../packages/extension/dist/chrome-mv3', import.meta.url),
);

/** A Chromium with the unpacked extension loaded, and the extension's service worker. */
export interface ChromiumWithExtension {
  context: BrowserContext;
  worker: Worker;
}

/** Launches the system Chromium (new headless) on `profile` with our unpacked build loaded. */
export async function launchWithExtension(
  profile: string,
  options: { baseURL?: string } = {},
): Promise<ChromiumWithExtension> {
  const context = await chromium.launchPersistentContext(profile, {
    ...options,
    executablePath: chromiumLaunchOptions().executablePath,
    headless: true,
    ignoreDefaultArgs: ['--disable-extensions'],
    args: [
      ...CHROMIUM_ARGS,
      `--disable-extensions-except=${EXTENSION_DIR}`,
      `--load-extension=${EXTENSION_DIR}`,
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return { context, worker };
}
