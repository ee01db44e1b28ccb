import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { STYLED_COMPONENTS_OXC } from './site/styledComponentsTransform.ts';
import { HOST_VIEWPORT, chromiumLaunchOptions } from './tests/chromium.ts';

/** A fresh browser block per project: Vitest mutates `browser.instances`. */
function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: chromiumLaunchOptions(),
      contextOptions: { viewport: { ...HOST_VIEWPORT } },
    }),
    viewport: { width: 1280, height: 900 },
    screenshotFailures: false,
    instances: [{ browser: 'chromium' as const }],
    expect: {
      toMatchScreenshot: {
        comparatorName: 'pixelmatch' as const,
        // Chromium's rasteriser may move a pixel by one colour level after the iframe is resized;
        // 0.006 forgives exactly that (YIQ delta ≤ 0.5), while a two-level grey change still fails.
        comparatorOptions: { threshold: 0.006, allowedMismatchedPixels: 0 },
      },
    },
  };
}

// Workspace packages resolve to their TypeScript sources in every environment (ADR 2).
const sourceFirst = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
};

// MobX strict mode for every project that runs stores: state changes only inside actions.
const MOBX_SETUP = 'tests/setup-mobx.ts';

const projects: TestProjectInlineConfiguration[] = [
  {
    ...sourceFirst,
    test: {
      name: 'unit',
      include: ['packages/*/src/**/*.test.ts', 'site/src/**/*.test.ts', 'catalogue/**/*.test.ts'],
      exclude: ['packages/server/**', '**/*.render.test.ts', '**/node_modules/**'],
      environment: 'node',
      setupFiles: [MOBX_SETUP],
    },
  },
  {
    ...sourceFirst,
    test: {
      name: 'dom',
      include: ['packages/*/src/**/*.test.tsx', 'site/src/**/*.test.tsx'],
      exclude: ['**/*.browser.test.tsx', '**/node_modules/**'],
      environment: 'jsdom',
      setupFiles: [MOBX_SETUP, 'tests/setup-dom.ts'],
    },
  },
  {
    ...sourceFirst,
    test: {
      name: 'browser',
      include: ['packages/*/src/**/*.browser.test.tsx', 'site/src/**/*.browser.test.tsx'],
      setupFiles: [MOBX_SETUP],
      browser: chromiumBrowser(),
    },
  },
  {
    ...sourceFirst,
    test: {
      name: 'server',
      include: ['packages/server/src/**/*.test.ts'],
      environment: 'node',
      testTimeout: 20_000,
      hookTimeout: 60_000,
      globalSetup: ['packages/server/src/testing/postgres.ts'],
    },
  },
  {
    plugins: [storybookTest({ configDir: '.storybook' })],
    test: { name: 'storybook', setupFiles: [MOBX_SETUP], browser: chromiumBrowser() },
  },
  {
    // The built catalogue (`pnpm build-storybook`), every docs page opened in Chromium.
    test: {
      name: 'catalogue',
      include: ['catalogue/**/*.render.test.ts'],
      environment: 'node',
      testTimeout: 120_000,
      globalSetup: ['catalogue/testing/builtCatalogue.ts'],
    },
  },
  {
    ...sourceFirst,
    oxc: STYLED_COMPONENTS_OXC,
    test: {
      name: 'visual',
      include: ['tests/visual/**/*.visual.test.tsx'],
      browser: chromiumBrowser(),
    },
  },
];

export default defineConfig({ test: { projects } });
