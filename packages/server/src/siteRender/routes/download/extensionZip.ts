import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

const ZIP_NAME = /^pricetrail-extension-(\d+(?:\.\d+)*)\.zip$/;

/** A packaged extension found on disk. */
export interface ExtensionZip {
  /** Its full path. */
  path: string;
  /** Its versioned file name, e.g. `pricetrail-extension-0.1.0.zip`. */
  fileName: string;
}

function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The newest `pricetrail-extension-<version>.zip` in `dir`, or undefined when none is built. */
export async function findExtensionZip(dir: string): Promise<ExtensionZip | undefined> {
  const names = await readdir(dir).catch(() => []);
  const newest = names
    .flatMap((name) => {
      const version = ZIP_NAME.exec(name)?.[1];
      return version ? [{ name, version }] : [];
    })
    .sort((a, b) => compareVersions(b.version, a.version))[0];
  return newest && { path: join(dir, newest.name), fileName: newest.name };
}
