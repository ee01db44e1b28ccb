import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { STYLED_COMPONENTS_OXC } from './site/styledComponentsTransform.ts';
import { HOST_VIEWPORT, chromiumLaunchOptions } from './tests/chromium.ts';
import {
  emulateTouch,
  matchStoryScreenshot,
  parkPointer,
} from './tests/stories/screenshotCommands.ts';

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
  };
}

// Workspace packages resolve to their TypeScript sources in every environment (ADR 2).
const sourceFirst = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
};

// Pure unit and jsdom tests share one process: a fresh process per file cost 1.4 s each, 190 s for
// the unit project against 41 s shared. Each of their files undoes what it stubs (afterEach).
const sharedProcess = { isolate: false } as const;

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
      ...sharedProcess,
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
      ...sharedProcess,
    },
  },
  {
    ...sourceFirst,
    // The shell's lazily loaded parts are transformed when the server starts, not on a test's first
    // click: on a busy 2-core machine the login modal's first transform took longer than a
    // visible-dialog check waits.
    server: { warmup: { clientFiles: ['site/src/shell/*.tsx'] } },
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
    // The built catalogue (`pnpm build-storybook`), every docs page opened in Chromium.
    test: {
      name: 'catalogue',
      include: ['catalogue/**/*.render.test.ts'],
      environment: 'node',
      testTimeout: 120_000,
      // Launching Chromium and loading the whole built preview once, on a machine shared with the
      // journeys, took over Vitest's 10 s hook budget.
      hookTimeout: 120_000,
      globalSetup: ['catalogue/testing/builtCatalogue.ts'],
    },
  },
  {
    // Every story once: its play function, axe, and screenshots at 375 and 1280 px (ADR 5).
    ...sourceFirst,
    oxc: STYLED_COMPONENTS_OXC,
    test: {
      name: 'stories',
      include: ['tests/stories/stories.test.tsx'],
      setupFiles: [MOBX_SETUP],
      // The accessibility addon fails a story on a violation only outside Storybook's own runner.
      env: { VITEST_STORYBOOK: 'false' },
      browser: {
        ...chromiumBrowser(),
        commands: { parkPointer, matchStoryScreenshot, emulateTouch },
      },
    },
  },
];

export default defineConfig({ test: { projects } });
