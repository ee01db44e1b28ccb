// `pnpm bench:tracker`: runs each part of the tracker benchmark in its own process, in turn.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const PARTS = ['readers.mjs', 'fetch.mjs'];

for (const part of PARTS) {
  const result = spawnSync(process.execPath, [fileURLToPath(new URL(part, import.meta.url))], {
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    process.exitCode = result.status ?? 1;
    break;
  }
}
