import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { startTracker } from '../tracker/start.js';
import { openMigrated, refreshDemoPromotions, seedIfEmpty } from './data.js';

const SHUTDOWN_GRACE_MS = 10_000;

/** `pricetrail serve`: migrates, seeds an empty database, then runs the site, API and tracker. */
export async function serve(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const db = await openMigrated(config, log);
  if (config.seedDemo) await seedIfEmpty(db, undefined, log);
  await refreshDemoPromotions(db, log);
  const running = config.tracker.enabled
    ? await startTracker(db, config, (err) => log.error({ err }, 'tracker round failed'))
    : undefined;
  const app = await buildApp(config, {
    db,
    ...(running && { trackerHealth: () => running.tracker.health() }),
  });
  closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await running?.stop();
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
}

/** `pricetrail worker`: the tracker alone, until a signal stops it. */
export async function worker(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const db = await openMigrated(config, log);
  const running = await startTracker(db, config, (err) =>
    log.error({ err }, 'tracker round failed'),
  );
  log.info({ dialect: db.dialect }, 'tracker worker started');
  closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'shutting down after an error');
    else log.info({ signal }, 'shutting down');
    await running.stop();
    await db.close();
  });
}
