import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built command line the run starts (`pnpm build` makes it). */
export const BUILT_CLI = fileURLToPath(new URL('../../../dist/cli.js', import.meta.url));

/** One `pricetrail` process of the run: its command, its port (serve) and its child process. */
export interface Instance {
  /** `serve-a`, `worker-1`, …: the name in the timeline and of its log file. */
  name: string;
  command: 'serve' | 'worker';
  /** The port a serve instance listens on; undefined for a worker. */
  port: number | undefined;
  child: ChildProcess;
}

/** Runs `pricetrail <args>` from the build to its end; rejects with its log on failure. */
export function runCli(args: readonly string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BUILT_CLI, ...args], { env, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`pricetrail ${args.join(' ')}: ${output}`)),
    );
  });
}

/** Starts `pricetrail serve` (on `port`) or `pricetrail worker`, its output appended to `logDir`. */
export function startInstance(
  name: string,
  command: Instance['command'],
  port: number | undefined,
  env: NodeJS.ProcessEnv,
  logDir: string,
): Instance {
  const log = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
  const child = spawn(process.execPath, [BUILT_CLI, command], {
    env: { ...env, ...(port !== undefined && { PORT: String(port) }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return { name, command, port, child };
}

/** Resolves once `GET /api/health` on `port` answers 200; rejects after `timeoutMs`. */
export async function untilHealthy(port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline)
      throw new Error(`serve on :${port} not healthy after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Ends `instance` with `signal` and resolves once its process has exited. */
export function stopInstance(instance: Instance, signal: NodeJS.Signals): Promise<void> {
  const { child } = instance;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
