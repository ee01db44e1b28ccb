import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiPaths } from '@pricetrail/core';
import { Ajv } from 'ajv';
import type { FastifyInstance } from 'fastify';
import createClient, { type Client } from 'openapi-fetch';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Db } from '../db/schema.js';
import { seedDemo } from '../prices/write/demoSeed.js';
import { closedSchema, servedDocument } from '../testing/apiDocument.js';
import { freshDb } from '../testing/dialects.js';

const NOW = Date.UTC(2026, 10, 20, 4) / 1000;

describe('a client generated from the API document, against the running server', () => {
  let db: Db;
  let app: FastifyInstance;
  let document: OpenAPIV3.Document;
  let client: Client<ApiPaths>;
  const ajv = new Ajv({ strict: false, allErrors: true });

  // Whether a real answer holds exactly what the document says this operation answers.
  function conforms(path: string, status: number, body: unknown): string[] {
    const response = document.paths[path]?.get?.responses[status] as OpenAPIV3.ResponseObject;
    const validate = ajv.compile(closedSchema(response.content?.['application/json']?.schema));
    return validate(body)
      ? []
      : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  }

  beforeAll(async () => {
    db = await freshDb('sqlite');
    await seedDemo(db, { now: NOW, products: 60 });
    const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-client-'));
    app = await buildApp(
      { ...loadConfig({}), dataDir, siteDir: dataDir, logLevel: 'silent' },
      { db, clock: () => NOW },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    client = createClient<ApiPaths>({ baseUrl: `http://127.0.0.1:${port}` });
    document = await servedDocument(app);
  });
  afterAll(() => app.close());

  test('searches, opens a product and reads its history, each answer as documented', async () => {
    const search = await client.GET('/api/search', { params: { query: { q: '手机' } } });
    expect(search.response.status).toBe(200);
    expect(conforms('/api/search', 200, search.data)).toEqual([]);
    const dpId = search.data?.items?.[0]?.product?.dpId ?? '';
    expect(dpId).not.toBe('');

    const product = await client.GET('/api/products/{dpId}', { params: { path: { dpId } } });
    expect(product.data?.product?.dpId).toBe(dpId);
    expect(product.data?.summary?.currentFinal).toBeGreaterThan(0);
    expect(conforms('/api/products/{dpId}', 200, product.data)).toEqual([]);

    const history = await client.GET('/api/products/{dpId}/history', {
      params: { path: { dpId }, query: { range: '30d' } },
    });
    expect(history.data?.range).toBe('30d');
    expect(history.data?.finalPrice?.length).toBeGreaterThan(0);
    expect(conforms('/api/products/{dpId}/history', 200, history.data)).toEqual([]);
  });

  test('an unknown product answers the documented { code, msg } error', async () => {
    const missing = await client.GET('/api/products/{dpId}', {
      params: { path: { dpId: '999999999-3' } },
    });
    expect(missing.response.status).toBe(404);
    expect(missing.error).toEqual({ code: 404, msg: '暂未收录该商品' });
    expect(conforms('/api/products/{dpId}', 404, missing.error)).toEqual([]);
  });
});
