// `pnpm api:types`: regenerates packages/core/src/wire/openapi.ts from the served API document.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { API_TYPES_FILE, apiTypes, defaultDocument } from './apiDocument.js';

writeFileSync(API_TYPES_FILE, await apiTypes(await defaultDocument()));
process.stdout.write(`已生成 ${fileURLToPath(API_TYPES_FILE)}\n`);
