import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPIV3 } from 'openapi-types';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';

/**
 * Where `pnpm api:types` writes the client types generated from the API document: in core, so the
 * browser's clients may import them (they may not import the server).
 */
export const API_TYPES_FILE = new URL('../../../core/src/wire/openapi.ts', import.meta.url);

const HEADER =
  '// Generated from the API document at /api/docs/json by `pnpm api:types`: do not edit.\n' +
  '// A test regenerates it and fails when it differs from this file.\n\n';

/** The OpenAPI document an app serves at `/api/docs/json`. */
export async function servedDocument(app: FastifyInstance): Promise<OpenAPIV3.Document> {
  const response = await app.inject('/api/docs/json');
  if (response.statusCode !== 200)
    throw new Error(`/api/docs/json answered ${response.statusCode}`);
  return response.json<OpenAPIV3.Document>();
}

/** The document a default server serves (a throwaway data folder, no built site). */
export async function defaultDocument(): Promise<OpenAPIV3.Document> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-docs-'));
  const app = await buildApp({ ...loadConfig({}), dataDir, siteDir: dataDir, logLevel: 'silent' });
  try {
    return await servedDocument(app);
  } finally {
    await app.close();
  }
}

/** TypeScript types for a client of the document (openapi-typescript), as the file holds them. */
export async function apiTypes(document: OpenAPIV3.Document): Promise<string> {
  // Read-only, as the clients' answers are; a price point's two numbers as a pair.
  const options = { immutable: true, arrayLength: true };
  return HEADER + astToString(await openapiTS(JSON.stringify(document), options));
}

/** A documented schema, closed: each object in it may hold only the properties it names. */
export function closedSchema(schema: unknown): object {
  const close = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(close);
    if (node === null || typeof node !== 'object') return node;
    const copy = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, close(v)]));
    if ('properties' in copy && !('additionalProperties' in copy))
      copy.additionalProperties = false;
    return copy;
  };
  return close(schema) as object;
}
