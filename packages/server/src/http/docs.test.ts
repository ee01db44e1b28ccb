import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv } from 'ajv';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { API_TYPES_FILE, apiTypes, closedSchema, servedDocument } from '../testing/apiDocument.js';

// Registered on purpose without a place in the document, each for its reason.
const UNDOCUMENTED: readonly { route: RegExp; why: string }[] = [
  { route: /^GET \/__test\/sms\/:phone$/, why: 'test-only hook (SMS_TEST_HOOK=1, loopback only)' },
  { route: /^GET \/api\/docs(\/.*)?$/, why: 'the document itself and its browsable UI' },
  { route: /^GET \/demo-assets\/\*$/, why: 'static demo images' },
  { route: /^GET \/download\/pricetrail-extension\.zip$/, why: 'a file download, not an API' },
];

// Reads with worked examples in the document.
const EXAMPLE_READS = [
  '/api/search',
  '/api/products/{dpId}',
  '/api/products/{dpId}/history',
  '/api/categories',
];

const CJK = /[\u4e00-\u9fff]/;
const HTTP_METHODS = Object.values(OpenAPIV3.HttpMethods);

interface Operation {
  key: string;
  operation: OpenAPIV3.OperationObject;
}

function operationsOf(document: OpenAPIV3.Document): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item?.[method];
      return operation ? [{ key: `${method.toUpperCase()} ${path}`, operation }] : [];
    }),
  );
}

// The document's schemas are inline (no `$ref`), so every response is a ResponseObject.
function responsesOf(operation: OpenAPIV3.OperationObject): [string, OpenAPIV3.ResponseObject][] {
  return Object.entries(operation.responses) as [string, OpenAPIV3.ResponseObject][];
}

// What is wrong with one operation's summary, operationId and tag.
function labelProblems({ key, operation }: Operation, declaredTags: string[]): string[] {
  const problems: string[] = [];
  if (!CJK.test(operation.summary ?? '')) problems.push(`${key}: no Chinese summary`);
  if (!/^[a-z][a-zA-Z0-9]*$/.test(operation.operationId ?? '')) {
    problems.push(`${key}: operationId "${operation.operationId}" is not camelCase`);
  }
  const tags = operation.tags ?? [];
  if (tags.length !== 1 || !declaredTags.includes(tags[0] ?? '')) {
    problems.push(`${key}: tags ${JSON.stringify(tags)} are not one declared area tag`);
  }
  return problems;
}

// What is wrong with one operation's answers.
function responseProblems({ key, operation }: Operation): string[] {
  const problems: string[] = [];
  const responses = responsesOf(operation);
  const statuses = responses.map(([status]) => status);
  if (!statuses.includes('500')) problems.push(`${key}: no 500`);
  if ((operation.parameters?.length || operation.requestBody) && !statuses.includes('400')) {
    problems.push(`${key}: reads input but documents no 400`);
  }
  for (const [status, response] of responses) {
    if (!CJK.test(response.description)) problems.push(`${key} ${status}: no Chinese description`);
    if (Number(status) < 400) continue;
    const json = response.content?.['application/json']?.schema as
      OpenAPIV3.SchemaObject | undefined;
    if (json && JSON.stringify(json.required) !== '["code","msg"]') {
      problems.push(`${key} ${status}: JSON error is not { code, msg }`);
    }
  }
  return problems;
}

// `/products/{dpId}` in the document is `/products/:dpId` in Fastify.
const asFastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

describe('the API document at /api/docs/json', () => {
  const registered = new Set<string>();
  let app: FastifyInstance;
  let document: OpenAPIV3.Document;

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-docs-'));
    const config = loadConfig({ SMS_TEST_HOOK: '1' });
    app = await buildApp(
      { ...config, dataDir, siteDir: dataDir, logLevel: 'silent' },
      {
        onRoute: (route) => {
          const methods: HTTPMethods[] = [route.method].flat();
          // Fastify adds a HEAD route beside every GET by itself; the GET documents both.
          for (const method of methods)
            if (method !== 'HEAD') registered.add(`${method} ${route.url}`);
        },
      },
    );
    document = await servedDocument(app);
  });
  afterAll(() => app.close());

  test('is valid OpenAPI for a standard validator', async () => {
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeDefined();
  });

  test('documents every registered route and nothing else', () => {
    const documented = operationsOf(document).map(({ key }) => asFastifyPath(key));
    const undocumented = [...registered].filter(
      (route) => !documented.includes(route) && !UNDOCUMENTED.some((u) => u.route.test(route)),
    );
    expect(undocumented).toEqual([]);
    expect(documented.filter((route) => !registered.has(route))).toEqual([]);
    expect(documented.length).toBeGreaterThan(20);
    // Each exception is still needed: it names a route that is really there.
    const stale = UNDOCUMENTED.filter(({ route }) => ![...registered].some((r) => route.test(r)));
    expect(stale.map(({ why }) => why)).toEqual([]);
  });

  test('gives every operation a Chinese summary, a unique operationId and one declared area tag', () => {
    const tags = document.tags ?? [];
    expect(tags.filter((tag) => !CJK.test(tag.description ?? ''))).toEqual([]);
    const declared = tags.map((tag) => tag.name);
    const operations = operationsOf(document);
    expect(operations.flatMap((operation) => labelProblems(operation, declared))).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  test('describes every answer in Chinese, errors as { code, msg }, with 400 wherever input is read', () => {
    expect(operationsOf(document).flatMap(responseProblems)).toEqual([]);
  });

  test('gives the main reads a worked example that holds exactly what the schema says', () => {
    const ajv = new Ajv({ strict: false });
    const problems = EXAMPLE_READS.flatMap((path) => {
      const ok = document.paths[path]?.get?.responses['200'] as OpenAPIV3.ResponseObject;
      const media = ok.content?.['application/json'];
      if (media?.example === undefined) return [`${path}: no example`];
      const validate = ajv.compile(closedSchema(media.schema));
      return validate(media.example) ? [] : [`${path}: ${ajv.errorsText(validate.errors)}`];
    });
    expect(problems).toEqual([]);
  });

  test('matches the client types generated from it (run `pnpm api:types` after changing a route)', async () => {
    expect(readFileSync(API_TYPES_FILE, 'utf8')).toBe(await apiTypes(document));
  });
});
