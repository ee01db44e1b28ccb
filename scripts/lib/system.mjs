// The few system packages the tests need: Debian's Chromium and CJK fonts for real screenshots.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEBIAN_PACKAGES = ['chromium', 'fonts-noto-cjk'];

function hasCjkFonts() {
  const fonts = spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' });
  return fonts.status === 0 && fonts.stdout.includes('Noto');
}

/** Installs Chromium and the CJK fonts with apt-get when missing (as root), or says how. */
export function ensureSystemPackages() {
  if (existsSync(CHROMIUM) && hasCjkFonts()) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(`Tests need ${DEBIAN_PACKAGES.join(' and ')}: sudo apt-get install -y ${DEBIAN_PACKAGES.join(' ')}`);
    process.exit(1);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', ...DEBIAN_PACKAGES]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
