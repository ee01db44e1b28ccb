// The system packages the tests need from Debian: Chromium, CJK fonts for real screenshots, and
// PostgreSQL for the storage suites' throwaway cluster.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const POSTGRES_LIB = '/usr/lib/postgresql';

function hasCjkFonts() {
  const fonts = spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' });
  return fonts.status === 0 && fonts.stdout.includes('Noto');
}

function hasPostgres() {
  return (
    existsSync(POSTGRES_LIB) &&
    readdirSync(POSTGRES_LIB).some((version) => existsSync(`${POSTGRES_LIB}/${version}/bin/initdb`))
  );
}

/** Debian packages the tests need that this machine lacks. */
export function missingSystemPackages() {
  return [
    existsSync(CHROMIUM) ? null : 'chromium',
    hasCjkFonts() ? null : 'fonts-noto-cjk',
    hasPostgres() ? null : 'postgresql',
  ].filter(Boolean);
}

/** Installs the missing packages with apt-get (as root), or says how and stops. */
export function ensureSystemPackages() {
  const missing = missingSystemPackages();
  if (missing.length === 0) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(`Tests need Debian packages: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
