// Entry point of `pnpm bench:api` (see bench/api/run.mjs).
import { runApiBench } from './apiBench.js';

await runApiBench();
