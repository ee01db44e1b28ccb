import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const {
  SourceMapConsumer,
} = require('/work/main/node_modules/.pnpm/source-map-js@1.2.4/node_modules/source-map-js');
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8')));
const lines = code.split('\n');
const bySource = new Map();
let prev = null;
map.eachMapping((m) => {
  if (prev) {
    const line = lines[prev.generatedLine - 1] ?? '';
    const end = m.generatedLine === prev.generatedLine ? m.generatedColumn : line.length;
    const text = line.slice(prev.generatedColumn, end);
    const key = (prev.source ?? '?').replace(
      /.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/,
      '',
    );
    bySource.set(key, (bySource.get(key) ?? '') + text);
  }
  prev = m;
});
const rows = [...bySource]
  .map(([k, t]) => [k, t.length, gzipSync(t, { level: 9 }).length])
  .sort((a, b) => b[1] - a[1]);
const total = rows.reduce((s, r) => s + r[1], 0);
console.log('total raw', total, 'file', code.length, 'gzip', gzipSync(code, { level: 9 }).length);
for (const [k, raw, gz] of rows.slice(0, Number(process.argv[3] ?? 40)))
  console.log(String(raw).padStart(8), String(gz).padStart(7), k);
