// Shared by the root commands: find pnpm, install once, build when sources changed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The workspace root. */
export const ROOT = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
const PNPM_VERSION = '10.34.9';

/** Runs a command in the workspace root with inherited output; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** Runs a command and stops the script with its exit code when it fails. */
export function runOrExit(command, args, options) {
  const code = run(command, args, options);
  if (code !== 0) process.exit(code);
}

/** The command and arguments that run `pnpm args`: pnpm as installed, else through npx. */
export function pnpmCommand(args) {
  const hasPnpm = spawnSync('pnpm', ['--version'], { stdio: 'ignore' }).status === 0;
  return hasPnpm ? ['pnpm', args] : ['npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...args]];
}

/** Runs `pnpm args` with inherited output; returns its exit code. */
export function pnpm(args, options) {
  const [command, commandArgs] = pnpmCommand(args);
  return run(command, commandArgs, options);
}

/** Installs the workspace's dependencies from the lockfile unless they are already there. */
export function ensureInstalled() {
  const marker = join(ROOT, 'node_modules', '.modules.yaml');
  const lockfile = join(ROOT, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lockfile).mtimeMs) return;
  // node-gyp builds better-sqlite3 against the local Node headers instead of downloading them.
  if (!process.env.npm_config_nodedir && existsSync('/usr/include/node/node.h')) {
    process.env.npm_config_nodedir = '/usr';
  }
  const code = pnpm(['install', '--frozen-lockfile']);
  if (code !== 0) process.exit(code);
}

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const BUILT_FILES = [
  'packages/core/dist/index.js',
  'packages/server/dist/cli.js',
  'site/dist/index.html',
  'packages/extension/dist/chrome-mv3/manifest.json',
];

/** Builds the workspace when an output is missing or older than any source. */
export function ensureBuilt() {
  const outputs = BUILT_FILES.map((file) => join(ROOT, file));
  const isMissing = outputs.some((file) => !existsSync(file));
  const oldestOutput = isMissing ? 0 : Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const sources = ['packages', 'site', 'pnpm-lock.yaml'].map((path) => join(ROOT, path));
  if (!isMissing && Math.max(...sources.map(newestMtime)) <= oldestOutput) return;
  const code = pnpm(['build']);
  if (code !== 0) process.exit(code);
}
