import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { createParser as CreateParser } from 'eventsource-parser';

// eventsource-parser's "source" export condition, which we set for our own workspace packages
// (`tsx --conditions=source` in dev and the benches), points at its TypeScript sources, which tsx
// does not load from node_modules. Its published build is loaded by path instead, the same file in
// every mode.
const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('eventsource-parser/package.json'));
const parser = require(join(packageDir, 'dist/index.cjs')) as { createParser: typeof CreateParser };

/** eventsource-parser's `createParser`: feeds text in, calls `onEvent` per complete SSE event. */
export const createParser: typeof CreateParser = parser.createParser;
