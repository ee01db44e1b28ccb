import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import type { FastifySchema, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { importPromotionRows } from '../promotions/importer.js';
import { DIALECTS } from '../testing/dialects.js';
import { identityHarness, TEST_HOST, type IdentityHarness } from '../testing/identityClient.js';

type SchemaNode = Record<string, unknown>;

const REQUEST_PARTS = ['querystring', 'params', 'body', 'headers'] as const;

// Set as Fastify's validator is: strings coerced to the declared type, Ajv's strict numbers (no
// NaN or Infinity as a number), schema annotations such as `examples` allowed.
const ajv = new Ajv({ coerceTypes: 'array', strictNumbers: true, strictSchema: false });

function isNode(value: unknown): value is SchemaNode {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isInteger(node: SchemaNode): boolean {
  return node.type === 'integer' || (Array.isArray(node.type) && node.type.includes('integer'));
}

/** Every integer-typed node of a schema, by its path. */
function integerNodes(node: unknown, path: string): [string, SchemaNode][] {
  if (Array.isArray(node)) return node.flatMap((item, i) => integerNodes(item, `${path}[${i}]`));
  if (!isNode(node)) return [];
  // An integer's own subschemas constrain the same value: the node is checked as a whole.
  if (isInteger(node)) return [[path, node]];
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'examples' || key === 'default' ? [] : integerNodes(value, `${path}.${key}`),
  );
}

/** Why an integer field is not safely bounded; undefined when it is. */
function problemOf(node: SchemaNode): string | undefined {
  const { minimum, maximum } = node;
  if (!Number.isSafeInteger(minimum) || !Number.isSafeInteger(maximum)) {
    return `bounds ${String(minimum)}..${String(maximum)}`;
  }
  const validate = ajv.compile({ type: 'object', properties: { value: node } });
  const accepted = ['1e309', '-1e309'].filter((value) => validate({ value }));
  return accepted.length > 0 ? `accepts ${accepted.join(', ')}` : undefined;
}

const START = Date.UTC(2026, 10, 20, 4) / 1000;

describe.each(DIALECTS)('an overflowing page number on %s', (dialect) => {
  let h: IdentityHarness;
  let eventPath: string;

  beforeAll(async () => {
    h = await identityHarness(dialect, START);
    const event = {
      type: 'event',
      site: 3,
      name: '品牌日',
      kind: '品牌日',
      startsAt: START - 86_400,
      endsAt: START + 86_400,
      rules: ['满300减40'],
      products: [],
    };
    await importPromotionRows(h.db, [{ line: 1, record: event }], { now: START });
    const listed = await h.app.inject({ url: '/api/promotions', headers: { host: TEST_HOST } });
    eventPath = `/api/promotions/${listed.json<{ items: { id: number }[] }>().items[0]?.id}`;
  });
  afterAll(() => h.app.close());

  test.each(['/api/shaidan', '/api/deal-posts', '/api/promotions/:id'])(
    '%s?page=1e309 answers 400 in Chinese, not a database error',
    async (list) => {
      const path = list.endsWith(':id') ? eventPath : list;
      for (const page of ['1e309', '-1e309', 'Infinity']) {
        const response = await h.app.inject({
          url: `${path}?page=${page}`,
          headers: { host: TEST_HOST },
        });
        expect(response.statusCode, `${path}?page=${page}`).toBe(400);
        expect(response.json()).toEqual({ code: 400, msg: '请求参数有误：page 应为整数' });
      }
      expect(h.logs.filter((line) => Number(line.level) >= 50)).toEqual([]);
    },
  );
});

const requestSchemas: { route: string; schema: FastifySchema }[] = [];
let close: () => Promise<void>;

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-integers-'));
  const app = await buildApp(
    { ...loadConfig({ SMS_TEST_HOOK: '1' }), dataDir, siteDir: dataDir, logLevel: 'silent' },
    {
      onRoute: (route: RouteOptions) => {
        if (route.schema) {
          const method = [route.method].flat().join(',');
          requestSchemas.push({ route: `${method} ${route.url}`, schema: route.schema });
        }
      },
    },
  );
  await app.ready();
  close = () => app.close();
});
afterAll(() => close());

test('every integer a request may carry has safe bounds and refuses an overflowing number', () => {
  const fields = requestSchemas.flatMap(({ route, schema }) =>
    REQUEST_PARTS.flatMap((part) =>
      integerNodes(schema[part], part).map(([path, node]) => ({ at: `${route} ${path}`, node })),
    ),
  );
  const problems = fields
    .map(({ at, node }) => ({ at, problem: problemOf(node) }))
    .filter(({ problem }) => problem !== undefined);
  expect(problems).toEqual([]);
  expect(fields.length).toBeGreaterThan(20);
});
