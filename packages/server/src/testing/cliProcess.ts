import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../cli.ts', import.meta.url));
const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** Starts `pricetrail <args>` from the sources, with `env` over this process's environment. */
export function startCli(args: string[], env: Record<string, string> = {}) {
  return spawn(process.execPath, ['--import', 'tsx', '--conditions=source', CLI, ...args], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

/** Runs `pricetrail <args>` to its end, `stdin` fed in; answers its exit code and output. */
export async function runCli(args: string[], env: Record<string, string> = {}, stdin?: Uint8Array) {
  const child = startCli(args, env);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(stdin);
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}
