import pg from 'pg';
import { ScaleClient } from './client.js';
import { startCluster, type Cluster } from './cluster.js';
import { Ledger } from './ledger.js';
import { visitor, type LoadTarget } from './load.js';
import { reportsKept, signUpsKept, trackedOnce, type Verdict } from './readBack.js';
import { qrSignIn, smsSignIn } from './signIns.js';
import { actionLines, inFlightAtKill, timelineLines, type ClusterEvent } from './timeline.js';

// The load's length (SCALE_SECONDS, default two minutes) and its simulated visitors at once.
const SECONDS = Number(process.env.SCALE_SECONDS ?? 120);
const VISITORS = Number(process.env.SCALE_VISITORS ?? 24);

async function demoDpIds(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ dp_id: string }>(
    "select dp_id from products where source = 'demo'",
  );
  await client.end();
  return rows.map((row) => row.dp_id);
}

/** Signed-in phones, each signed up through nginx. */
async function phones(cluster: Cluster, instances: string[]): Promise<ScaleClient[]> {
  const signedIn: ScaleClient[] = [];
  for (let i = 0; i < 4; i++) {
    const phone = new ScaleClient(cluster.origin, cluster.origin, `198.19.0.${i + 1}`);
    const failure = await smsSignIn(phone, `1370000000${i}`, instances);
    if (failure) throw new Error(`phone ${i}: ${failure}`);
    signedIn.push(phone);
  }
  return signedIn;
}

/** A QR code waiting on one instance, confirmed through the other, both ways round. */
async function qrAcrossInstances(
  cluster: Cluster,
  instances: string[],
  phone: ScaleClient,
): Promise<Verdict> {
  const lines: string[] = [];
  let isOk = true;
  for (const [wait, confirm] of [
    [0, 1],
    [1, 0],
  ] as const) {
    const direct = new ScaleClient(instances[confirm] ?? '', cluster.origin, phone.visitorIp);
    for (const [name, value] of phone.jar) direct.jar.set(name, value);
    const failure = await qrSignIn(
      { browserBase: instances[wait] ?? '', phone: direct },
      cluster.origin,
      `198.19.1.${wait + 1}`,
    );
    isOk &&= failure === undefined;
    lines.push(
      `${cluster.serves[wait]?.name} waits, ${cluster.serves[confirm]?.name} confirms: ${failure ?? 'signed in'}`,
    );
  }
  return { isOk, line: `QR across instances: ${lines.join('; ')}` };
}

async function main(): Promise<void> {
  process.stdout.write(`bench:scale — ${SECONDS} s of mixed load, ${VISITORS} visitors at once\n`);
  const cluster = await startCluster();
  try {
    const instances = cluster.serves.map((serve) => `http://127.0.0.1:${serve.port}`);
    const signedIn = await phones(cluster, instances);
    const target: LoadTarget = {
      origin: cluster.origin,
      instances,
      dpIds: await demoDpIds(cluster.databaseUrl),
      phones: signedIn,
      store: cluster.store,
    };
    const ledger = new Ledger();
    const events: ClusterEvent[] = [];
    const stopLoad = new AbortController();
    const visitors = Array.from({ length: VISITORS }, (_, n) =>
      visitor(n, target, ledger, stopLoad.signal),
    );
    const killAfterMs = (SECONDS * 1000) / 3;
    await new Promise((resolve) => setTimeout(resolve, killAfterMs));
    const signalledAt = ledger.now();
    await cluster.kill(0);
    const kill = { signalledAt, exitedAt: ledger.now() };
    events.push({
      at: signalledAt,
      what: `SIGKILL ${cluster.serves[0]?.name} (exit seen at ${(kill.exitedAt / 1000).toFixed(2)} s), started again`,
    });
    await cluster.restart(0);
    events.push({ at: ledger.now(), what: `${cluster.serves[0]?.name} answers again` });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, SECONDS * 1000 - ledger.now())));
    stopLoad.abort();
    await Promise.all(visitors);
    events.push({ at: ledger.now(), what: 'load ends' });

    const failures = ledger.outcomes.filter((o) => !o.isOk);
    const inFlight = failures.filter((o) => inFlightAtKill(o, kill));
    const unexpected = failures.filter((o) => !inFlightAtKill(o, kill));
    const verdicts: Verdict[] = [
      {
        isOk: unexpected.length === 0,
        line:
          `requests: ${ledger.outcomes.length} (${(ledger.outcomes.length / SECONDS).toFixed(0)}/s), ` +
          `${failures.length} failed: ${inFlight.length} in flight on the killed instance, ${unexpected.length} other` +
          unexpected
            .slice(0, 5)
            .map(
              (o) =>
                `\n    ${o.action} at ${(o.started / 1000).toFixed(2)}–${(o.ended / 1000).toFixed(2)} s: ${o.detail}`,
            )
            .join(''),
      },
      await reportsKept(ledger, cluster.origin),
      await signUpsKept(ledger),
      await qrAcrossInstances(cluster, instances, signedIn[0] as ScaleClient),
      await trackedOnce(ledger, cluster.store, cluster.origin, 60_000),
    ];
    const lines = [
      'timeline (per second: requests ended well / failed):',
      ...timelineLines(ledger, events, Math.ceil(ledger.now() / 1000)),
      'per action:',
      ...actionLines(ledger),
      ...inFlight.map(
        (o) =>
          `  in flight at the kill: ${o.action} ${(o.started / 1000).toFixed(2)}–${(o.ended / 1000).toFixed(2)} s: ${o.detail}`,
      ),
      'checks:',
      ...verdicts.map((v) => `  ${v.isOk ? 'ok  ' : 'FAIL'} ${v.line}`),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    if (verdicts.some((v) => !v.isOk)) process.exitCode = 1;
  } finally {
    await cluster.stop();
    process.stdout.write(`logs: ${cluster.dir}\n`);
  }
}

await main();
