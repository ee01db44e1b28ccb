import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { freshDb } from '../testing/dialects.js';

test('the info log has a line for a page and an API call, none for the files a page loads', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-log-'));
  const siteDir = join(dataDir, 'site');
  mkdirSync(join(siteDir, 'assets'), { recursive: true });
  writeFileSync(join(siteDir, 'index.html'), '<html><head></head><body></body></html>');
  writeFileSync(join(siteDir, 'assets', 'app-abc.js'), 'export {};');
  writeFileSync(join(siteDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const db = await freshDb('sqlite');
  const urls: unknown[] = [];
  const app = await buildApp(
    {
      ...loadConfig({}),
      dataDir,
      siteDir,
      siteRenderer: join(dataDir, 'none.js'),
      logLevel: 'info',
    },
    {
      db,
      logStream: {
        write: (line) => {
          const { req } = JSON.parse(line) as { req?: { url?: string } };
          if (req?.url) urls.push(req.url);
        },
      },
    },
  );
  try {
    const paths = ['/assets/app-abc.js', '/favicon.svg', '/home', '/api/health'];
    const statuses = [];
    for (const url of paths) statuses.push((await app.inject({ method: 'GET', url })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(urls).toEqual(['/home', '/api/health']);
  } finally {
    await app.close();
    await db.close();
  }
});
