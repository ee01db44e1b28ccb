// Entry point of `pnpm bench:ssr` (see bench/ssr/run.mjs).
import { runSsrBench } from './ssrBench.js';

await runSsrBench();
