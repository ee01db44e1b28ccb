import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres } from '../throwaway/postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the throwaway PostgreSQL cluster (database `postgres`). */
    postgresUrl: string;
  }
}

/** Vitest globalSetup: one throwaway trust-auth cluster on a loopback port for the whole run. */
export async function setup(project: TestProject): Promise<() => void> {
  const { url, stop } = await startThrowawayPostgres();
  project.provide('postgresUrl', url);
  process.env.PRICETRAIL_TEST_POSTGRES_URL = url;
  return stop;
}
