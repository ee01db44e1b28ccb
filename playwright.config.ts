import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium.ts';
import { freePort } from './packages/server/src/throwaway/freePort.ts';
import { fakeOAuthEnv } from './packages/server/src/fakes/fakeOAuth.ts';

// Workers load this file again: the port and data folder are chosen once, by the main process.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'pricetrail-e2e-'));
process.env.E2E_OAUTH_PORT ??= String(await freePort());
process.env.E2E_STORE_PORT ??= String(await freePort());
process.env.E2E_SHORT_LINKS_PORT ??= String(await freePort());
process.env.E2E_AI_PROVIDER_PORT ??= String(await freePort());
process.env.E2E_AI_PORT ??= String(await freePort());
process.env.E2E_SMTP_PORT ??= String(await freePort());
process.env.E2E_HOOK_PORT ??= String(await freePort());
process.env.E2E_SINKS_PORT ??= String(await freePort());
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
// The local WeChat / QQ / Weibo stand-in the sign-in journeys go through (workers read E2E_OAUTH_PORT).
const fakeOAuthURL = `http://127.0.0.1:${process.env.E2E_OAUTH_PORT}`;
const fakeStoreURL = `http://127.0.0.1:${process.env.E2E_STORE_PORT}`;
// The short-link services of app share texts (3.cn, m.tb.cn, …); journeys tell it what each short
// link leads to through its control paths (workers read E2E_SHORT_LINKS_PORT).
const fakeShortLinksURL = `http://127.0.0.1:${process.env.E2E_SHORT_LINKS_PORT}`;
const SHORT_LINK_HOSTS = [
  '3.cn',
  'u.jd.com',
  'm.tb.cn',
  'e.tb.cn',
  'p.pinduoduo.com',
  'dwz.cn',
  'url.cn',
  'amzn.to',
];
// A second instance of the server, on the same database, that writes AI answers with a model: the
// loopback fake OpenAI-compatible provider (workers read E2E_AI_PORT and E2E_AI_PROVIDER_PORT).
const fakeAiProviderURL = `http://127.0.0.1:${process.env.E2E_AI_PROVIDER_PORT}`;
const aiServerURL = `http://127.0.0.1:${process.env.E2E_AI_PORT}`;
// Where alerts go: a real SMTP server and a webhook receiver on loopback; workers read what
// arrived from E2E_SINKS_PORT (`/__mail`, `/__hooks`) and point webhooks at E2E_HOOK_PORT.
const smtpURL = `smtp://e2e:e2e@127.0.0.1:${process.env.E2E_SMTP_PORT}`;
// Every store host the tracker builds product URLs on: all answered by the loopback fake store.
const STORE_HOSTS = [
  'item.jd.com',
  'item.m.jd.com',
  'detail.tmall.com',
  'item.taobao.com',
  'mobile.yangkeduo.com',
  'product.suning.com',
  'detail.vip.com',
  'www.amazon.cn',
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // One journey per core: the server, the stores' fake and Chromium share them.
  workers: availableParallelism(),
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Playwright empties its output folder first: its own, so Vitest's results beside it survive.
  outputDir: 'test-results/playwright',
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } },
      // The extension journeys and the installability check launch their own Chromium with a
      // profile, and the sideways-scroll check sets each phone and desktop width itself.
      testIgnore: ['extension.spec.ts', 'everyRoute.spec.ts', 'installableApp.spec.ts'],
    },
  ],
  webServer: [
    {
      command: `pnpm --filter @pricetrail/server exec tsx src/testing/alertSinks.ts ${process.env.E2E_SMTP_PORT} ${process.env.E2E_HOOK_PORT} ${process.env.E2E_SINKS_PORT}`,
      port: Number(process.env.E2E_SINKS_PORT),
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: `pnpm --filter @pricetrail/server exec tsx src/fakes/fakeOAuth.ts ${process.env.E2E_OAUTH_PORT}`,
      port: Number(process.env.E2E_OAUTH_PORT),
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: `pnpm --filter @pricetrail/server exec tsx src/fakes/fakeStore.ts ${process.env.E2E_STORE_PORT}`,
      port: Number(process.env.E2E_STORE_PORT),
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: `pnpm --filter @pricetrail/server exec tsx src/fakes/fakeShortLinks.ts ${process.env.E2E_SHORT_LINKS_PORT}`,
      port: Number(process.env.E2E_SHORT_LINKS_PORT),
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command:
        'node packages/server/dist/cli.js seed --demo && node packages/server/dist/cli.js serve',
      url: `${baseURL}/api/health`,
      // The server logs warnings and errors only (LOG_LEVEL): they belong in the run's output.
      stdout: 'pipe',
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: process.env.E2E_PORT,
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        // Identity POSTs and the QR socket must come from the site's public origin (or from our
        // extension's, which the server always allows).
        PUBLIC_ORIGIN: baseURL,
        // The console SMS sender's loopback hook lets the journeys read the code they were sent.
        SMS_TEST_HOOK: '1',
        // Each test is its own visitor through X-Forwarded-For (e2e/support/visitor.ts).
        TRUST_PROXY: '127.0.0.1',
        // The tracker fetches store pages from the fake store (the readers' fixture pages), never
        // from the real stores, and looks at its queue every half second.
        STORE_HOST_MAP: [
          ...STORE_HOSTS.map((host) => `${host}=${fakeStoreURL}`),
          ...SHORT_LINK_HOSTS.map((host) => `${host}=${fakeShortLinksURL}`),
        ].join(','),
        TRACKER_POLL_S: '0.5',
        // The fake store is ours: a request a second instead of the real stores' six a minute, so a
        // pasted link never waits ten seconds behind the products other journeys imported.
        TRACKER_STORE_PER_MINUTE: '60',
        SMTP_URL: smtpURL,
        MAIL_FROM: '价迹 <alerts@pricetrail.test>',
        ALERT_WEBHOOK_ALLOW_PRIVATE: '1',
        ALERT_POLL_MS: '200',
        // The moderators of the 晒单 and comment journeys, one per journey and project
        // (e2e/support/operators.ts creates the accounts).
        OPERATOR_UIDS: '900001,900002,900003,900004,900005,900006',
        ...fakeOAuthEnv(fakeOAuthURL),
      },
    },
    {
      command: `pnpm --filter @pricetrail/server exec tsx src/fakes/fakeAiProvider.ts ${process.env.E2E_AI_PROVIDER_PORT}`,
      port: Number(process.env.E2E_AI_PROVIDER_PORT),
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      // Started after the first server (web servers start in order), so the catalogue is seeded.
      command: 'node packages/server/dist/cli.js serve',
      url: `${aiServerURL}/api/health`,
      stdout: 'pipe',
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: process.env.E2E_AI_PORT,
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        PUBLIC_ORIGIN: aiServerURL,
        TRUST_PROXY: '127.0.0.1',
        TRACKER: 'off',
        // The first server sends the alerts; two SQLite writers would only wait on each other.
        ALERT_SENDER: 'off',
        AI_BASE_URL: `${fakeAiProviderURL}/v1`,
        AI_MODEL: 'e2e-fake-model',
      },
    },
  ],
});
