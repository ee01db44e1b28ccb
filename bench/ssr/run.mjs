// `pnpm bench:ssr`: product pages rendered on the server (ADR 6) under 50 connections, first
// renders and kept pages of random products, beside a bare node:http server sending the same HTML;
// writes its section of docs/benchmarks.md (BENCH_WRITE=0 prints only). Builds the site first
// unless SKIP_BUILD=1. The work is in packages/server/src/bench.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runServerScript } from '../lib/serverScript.mjs';

if (!process.env.SKIP_BUILD) {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  execFileSync('pnpm', ['--filter', './site', 'run', 'build'], { cwd: root, stdio: 'inherit' });
}
runServerScript('src/bench/ssrMain.ts');
