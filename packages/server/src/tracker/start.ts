import type { ServerConfig } from '../config.js';
import type { Db } from '../db/schema.js';
import { readFetchedPage } from '../fetchedPages/readFetchedPage.js';
import { ChromiumRenderer } from './browser/chromiumRenderer.js';
import { systemClock, type TrackerClock } from './clock.js';
import { mappedOriginAgent, publicOnlyAgent } from './fetch/guardedAgent.js';
import { runLocally } from './jobs/localRunner.js';
import { PgBossJobs } from './jobs/pgBossJobs.js';
import { Tracker } from './tracker.js';

/** A tracker at work in this process. */
export interface RunningTracker {
  tracker: Tracker;
  /** Stops taking work; `graceful` lets items in hand finish first. */
  stop(graceful?: boolean): Promise<void>;
}

/**
 * Starts the tracker on the configured database: rounds in this process on SQLite, shared
 * pg-boss jobs on PostgreSQL (several instances and `pricetrail worker`s share the work).
 */
export async function startTracker(
  db: Db,
  config: ServerConfig,
  onError: (error: unknown) => void,
  clock: TrackerClock = systemClock,
): Promise<RunningTracker> {
  const settings = config.tracker;
  const routes = {
    hostMap: settings.hostMap,
    publicAgent: publicOnlyAgent(),
    mappedAgent: mappedOriginAgent(),
  };
  const renderer = settings.browser
    ? new ChromiumRenderer(settings.browser, settings.hostMap, settings.limits)
    : undefined;
  const tracker = new Tracker({
    db,
    config: settings,
    routes,
    read: readFetchedPage,
    renderer,
    clock,
  });
  const closeParts = async () => {
    await renderer?.close();
    await Promise.all([routes.publicAgent.close(), routes.mappedAgent.close()]);
  };
  if (db.dialect === 'postgres' && config.databaseUrl) {
    const jobs = new PgBossJobs(tracker, {
      connectionString: config.databaseUrl,
      clock,
      pollS: settings.pollS,
      expireInSeconds: settings.jobExpireS,
      onError,
    });
    await jobs.start();
    return {
      tracker,
      stop: async (graceful = true) => {
        await jobs.stop(graceful);
        await closeParts();
      },
    };
  }
  const stopping = new AbortController();
  const loop = runLocally(tracker, {
    clock,
    pollMs: settings.pollS * 1000,
    signal: stopping.signal,
    onError,
  });
  return {
    tracker,
    stop: async () => {
      stopping.abort();
      await loop;
      await closeParts();
    },
  };
}
