import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { FakeStore } from '../../fakes/fakeStore.js';
import { freePort } from '../../throwaway/freePort.js';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../throwaway/postgres.js';
import { runCli, startInstance, stopInstance, untilHealthy, type Instance } from './instances.js';
import { startNginx, type RunningNginx } from './nginx.js';

/** Demo products the run seeds. */
const DEMO_PRODUCTS = 2_000;

/** Everything the run started, and how to reach it. */
export interface Cluster {
  /** nginx's origin: the site's public origin, where the load goes. */
  origin: string;
  /** The run's database URL (for the final read-backs). */
  databaseUrl: string;
  serves: Instance[];
  workers: Instance[];
  store: FakeStore;
  /** Folder with every process's log. */
  dir: string;
  /** Kills serve instance `index` with SIGKILL; resolves once it has exited. */
  kill(index: number): Promise<void>;
  /** Starts serve instance `index` again on its port; resolves once it answers. */
  restart(index: number): Promise<void>;
  stop(): Promise<void>;
}

async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * PostgreSQL, the demo catalogue, two `serve` (tracker off, as the deploy units run them) and two
 * `worker` processes from the build, nginx in front with the shipped config, and the loopback fake
 * store the workers fetch JD pages from.
 */
export async function startCluster(): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'pricetrail-scale-'));
  let postgres: ThrowawayPostgres | undefined = await startThrowawayPostgres();
  const databaseUrl = await createDatabase(postgres.url, 'pricetrail');
  const store = await FakeStore.start();
  const [nginxPort, ...servePorts] = await Promise.all([freePort(), freePort(), freePort()]);
  const origin = `http://127.0.0.1:${nginxPort}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: join(dir, 'data'),
    PUBLIC_ORIGIN: origin,
    TRUST_PROXY: '127.0.0.1',
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    SMS_TEST_HOOK: '1',
    STORE_HOST_MAP: store.hostMap(['item.jd.com']),
    TRACKER_STORE_PER_MINUTE: '600',
    TRACKER_STORE_CONCURRENCY: '4',
    TRACKER_POLL_S: '1',
    // A job of a worker that died is retried after this; no worker dies in this run.
    TRACKER_JOB_EXPIRE_S: '60',
  };
  await runCli(['migrate'], env);
  await runCli(['seed', '--demo', '--products', String(DEMO_PRODUCTS)], env);
  const serveEnv = { ...env, TRACKER: 'off' };
  const serves = servePorts.map((port, i) =>
    startInstance(`serve-${'ab'[i]}`, 'serve', port, serveEnv, dir),
  );
  const workers = [1, 2].map((n) => startInstance(`worker-${n}`, 'worker', undefined, env, dir));
  await Promise.all(servePorts.map((port) => untilHealthy(port)));
  const nginx: RunningNginx = startNginx(servePorts, nginxPort, join(dir, 'nginx'));
  await untilHealthy(nginxPort);
  return {
    origin,
    databaseUrl,
    serves,
    workers,
    store,
    dir,
    kill: (index) => stopInstance(serves[index] as Instance, 'SIGKILL'),
    async restart(index) {
      const old = serves[index] as Instance;
      serves[index] = startInstance(old.name, 'serve', old.port, serveEnv, dir);
      await untilHealthy(old.port ?? 0);
    },
    async stop() {
      await nginx.stop();
      await Promise.all([...serves, ...workers].map((p) => stopInstance(p, 'SIGTERM')));
      await store.close();
      postgres?.stop();
      postgres = undefined;
    },
  };
}
