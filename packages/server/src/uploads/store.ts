import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_SIZES, prepareImage, type ImageSize, type PreparedImage } from './process.js';

/** One stored image: its id and, per size, the path under the uploads folder. */
export interface StoredImage {
  id: string;
  width: number;
  height: number;
  files: Record<ImageSize, string>;
}

/** The uploads folder under `DATA_DIR`. */
export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}

/** What a stored image's id looks like: 32 hex digits, so it can never name another path. */
export const IMAGE_ID = /^[0-9a-f]{32}$/;

function relativePath(id: string, size: ImageSize): string {
  // Two hex characters of fan-out keep any one folder small.
  return join(id.slice(0, 2), `${id}-${size}.webp`);
}

/**
 * Image uploads on disk: every image of a batch is checked and re-encoded first, then all of its
 * files are written under temporary names and renamed into place. Any failure removes whatever the
 * batch wrote, so a batch is stored whole or not at all.
 */
export class ImageStore {
  constructor(readonly dir: string) {}

  /** Checks, re-encodes and stores every image; throws the first image's `UploadError` otherwise. */
  async saveAll(uploads: readonly Buffer[]): Promise<StoredImage[]> {
    const prepared: PreparedImage[] = [];
    for (const bytes of uploads) prepared.push(await prepareImage(bytes));
    return this.write(prepared);
  }

  /** The absolute path of one stored size of an image, from its id alone (see `IMAGE_ID`). */
  fileOf(id: string, size: ImageSize): string {
    return join(this.dir, relativePath(id, size));
  }

  /** Removes stored images (e.g. when the record that owns them could not be saved). */
  async remove(images: readonly StoredImage[]): Promise<void> {
    const paths = images.flatMap((image) => Object.values(image.files));
    await Promise.all(paths.map((path) => rm(join(this.dir, path), { force: true })));
  }

  private async write(prepared: readonly PreparedImage[]): Promise<StoredImage[]> {
    const stored: StoredImage[] = prepared.map((image) => {
      const id = randomBytes(16).toString('hex');
      const files = {} as Record<ImageSize, string>;
      for (const size of Object.keys(IMAGE_SIZES) as ImageSize[]) {
        files[size] = relativePath(id, size);
      }
      return { id, width: image.width, height: image.height, files };
    });
    const written: string[] = [];
    try {
      const temps: [string, string][] = [];
      for (const [i, image] of prepared.entries()) {
        const target = stored[i];
        if (!target) continue;
        for (const size of Object.keys(IMAGE_SIZES) as ImageSize[]) {
          const path = join(this.dir, target.files[size]);
          const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
          await mkdir(join(path, '..'), { recursive: true });
          written.push(temp);
          await writeFile(temp, image.variants[size], { flag: 'wx' });
          temps.push([temp, path]);
        }
      }
      for (const [temp, path] of temps) {
        written.push(path);
        await rename(temp, path);
      }
      return stored;
    } catch (error) {
      await Promise.all(written.map((path) => rm(path, { force: true })));
      throw error;
    }
  }
}
