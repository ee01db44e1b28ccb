// `pnpm bench:tracker`: the tracker's part (fetch → ingest). The readers' part (pages read per
// second) joins here when both branches are merged.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

for (const part of ['fetch.mjs']) {
  const result = spawnSync(process.execPath, [fileURLToPath(new URL(part, import.meta.url))], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exitCode = result.status ?? 1;
}
