import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { expect, test } from 'vitest';
import { EXTENSION_PACKAGE_PATH } from '@pricetrail/core';
import { MISSING_MESSAGE, downloadRoutes } from './index.js';

async function appServing(extensionDir: string) {
  const app = Fastify({ logger: false });
  await app.register(downloadRoutes, { extensionDir });
  return app;
}

test('serves the newest packaged extension as a versioned zip attachment', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pricetrail-extension-'));
  writeFileSync(join(dir, 'pricetrail-extension-0.9.0.zip'), 'old');
  writeFileSync(join(dir, 'pricetrail-extension-0.10.0.zip'), 'PK new');
  writeFileSync(join(dir, 'pricetrail-extension-0.10.0-sources.zip'), 'sources');
  const app = await appServing(dir);

  const response = await app.inject(EXTENSION_PACKAGE_PATH);

  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toBe(
    'attachment; filename="pricetrail-extension-0.10.0.zip"',
  );
  expect(response.body).toBe('PK new');
});

test('says in Chinese that the package is not built, with a 404', async () => {
  const app = await appServing(join(tmpdir(), 'pricetrail-no-such-dir'));

  const response = await app.inject(EXTENSION_PACKAGE_PATH);

  expect(response.statusCode).toBe(404);
  expect(response.headers['content-type']).toMatch(/^text\/plain/);
  expect(response.body).toBe(MISSING_MESSAGE);
});
