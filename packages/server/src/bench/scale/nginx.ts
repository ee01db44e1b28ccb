import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nginx config shipped for operators; the run uses it with its ports and paths rewritten. */
export const SHIPPED_CONFIG = fileURLToPath(
  new URL('../../../../../deploy/nginx/pricetrail.conf', import.meta.url),
);
const NGINX = '/usr/sbin/nginx';

/** Installs Debian's nginx with apt-get when missing (as root), as scripts/lib/system.mjs does. */
export function ensureNginx(): void {
  if (existsSync(NGINX)) return;
  if (process.getuid?.() !== 0) {
    throw new Error('bench:scale needs nginx: sudo apt-get install -y nginx');
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'nginx'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}

/** The shipped site config pointed at this run's instances, port and cache folder. */
export function rewrittenConfig(servePorts: readonly number[], port: number, dir: string): string {
  const [first, second] = servePorts;
  return readFileSync(SHIPPED_CONFIG, 'utf8')
    .replace('127.0.0.1:8081', `127.0.0.1:${first}`)
    .replace('127.0.0.1:8082', `127.0.0.1:${second}`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('/var/cache/nginx/pricetrail', join(dir, 'cache'));
}

/** nginx running as this user from its own prefix in `dir`. */
export interface RunningNginx {
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Writes a main config that includes the rewritten site config and starts nginx in the foreground. */
export function startNginx(servePorts: readonly number[], port: number, dir: string): RunningNginx {
  ensureNginx();
  for (const sub of ['logs', 'temp', 'cache']) mkdirSync(join(dir, sub), { recursive: true });
  writeFileSync(join(dir, 'pricetrail.conf'), rewrittenConfig(servePorts, port, dir));
  const temp = join(dir, 'temp');
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      // As root nginx would hand its workers to `nobody`, who cannot write the temp folders.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'logs', 'error.log')} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      `  access_log ${join(dir, 'logs', 'access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${join(temp, kind)};`,
      ),
      `  include ${join(dir, 'pricetrail.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return {
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}
