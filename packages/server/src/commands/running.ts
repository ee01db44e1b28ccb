import { pino } from 'pino';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { startTracker } from '../tracker/start.js';
import { publicOrigin } from '../security/origins.js';
import { openMigrated, refreshDemoPromotions, seedIfEmpty } from './data.js';
import { startedLine } from './startedLine.js';
import { StdoutLog } from './stdoutLog.js';
import { stopOnSignal } from './stopOnSignal.js';

/** `pricetrail serve`: migrates, seeds an empty database, then runs the site, API and tracker. */
export async function serve(): Promise<void> {
  const config = loadConfig();
  const out = new StdoutLog();
  const log = pino({ level: config.logLevel }, out.stream);
  const db = await openMigrated(config, log);
  if (config.seedDemo) await seedIfEmpty(db, undefined, log);
  await refreshDemoPromotions(db, log);
  const running = config.tracker.enabled
    ? await startTracker(db, config, (err) => log.error({ err }, 'tracker round failed'))
    : undefined;
  const app = await buildApp(config, {
    db,
    logStream: out.stream,
    ...(running && { trackerHealth: () => running.tracker.health() }),
  });
  stopOnSignal(log, out, async () => {
    await running?.stop();
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
  out.stream.write(startedLine(publicOrigin(app), config.identity.smsProvider));
}

/** `pricetrail worker`: the tracker alone, until a signal stops it. */
export async function worker(): Promise<void> {
  const config = loadConfig();
  const out = new StdoutLog();
  const log = pino({ level: config.logLevel }, out.stream);
  const db = await openMigrated(config, log);
  const running = await startTracker(db, config, (err) =>
    log.error({ err }, 'tracker round failed'),
  );
  log.info({ dialect: db.dialect }, 'tracker worker started');
  stopOnSignal(log, out, async () => {
    await running.stop();
    await db.close();
  });
}
