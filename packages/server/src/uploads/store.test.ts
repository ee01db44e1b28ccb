import { mkdtempSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, test } from 'vitest';
import { UPLOAD_MESSAGES, UploadError } from './messages.js';
import { IMAGE_SIZES } from './process.js';
import { ImageStore } from './store.js';

/** A small real photo-like image of `format`, `width` × `height`. */
function image(format: 'jpeg' | 'png' | 'webp' | 'gif', width = 64, height = 48) {
  return sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG as a phone writes it: rotated by EXIF orientation, with a camera model and GPS. */
function phoneJpeg() {
  return sharp({ create: { width: 60, height: 40, channels: 3, background: '#d53a3a' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'TestPhone 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '31/1 14/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '121/1 28/1 0/1',
      },
    })
    .toBuffer();
}

function allFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

async function refusal(promise: Promise<unknown>): Promise<UploadError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof UploadError))
    throw new Error(`expected an UploadError, got ${String(error)}`);
  return error;
}

describe('image uploads', () => {
  let dir: string;
  let store: ImageStore;

  beforeEach(() => {
    dir = join(mkdtempSync(join(tmpdir(), 'pricetrail-uploads-')), 'uploads');
    store = new ImageStore(dir);
  });

  test('a phone JPEG comes out upright as WebP in three sizes with no EXIF or GPS left', async () => {
    const original = await phoneJpeg();
    expect(original.includes('TestPhone')).toBe(true);
    const source = await sharp(original).metadata();
    expect(source.exif).toBeDefined();
    expect(source.orientation).toBe(6);

    const [stored] = await store.saveAll([original]);
    expect(stored).toMatchObject({ width: 40, height: 60 });
    const files = Object.values(stored?.files ?? {});
    expect(files).toHaveLength(Object.keys(IMAGE_SIZES).length);
    for (const file of files) {
      const bytes = await readFile(join(dir, file));
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect([meta.width, meta.height]).toEqual([40, 60]);
      expect(bytes.includes('TestPhone')).toBe(false);
    }
  });

  test('a large image is scaled to 1600, 800 and 320 px on its long side', async () => {
    const [stored] = await store.saveAll([await image('png', 2000, 1000)]);
    const sides = await Promise.all(
      Object.values(stored?.files ?? {}).map(async (file) => {
        const meta = await sharp(join(dir, file)).metadata();
        return [meta.width, meta.height];
      }),
    );
    expect(sides).toEqual([
      [1600, 800],
      [800, 400],
      [320, 160],
    ]);
  });

  test('a PNG named .jpg and sent as image/jpeg is read by its bytes', async () => {
    const [stored] = await store.saveAll([await image('png')]);
    expect(stored?.files.large).toMatch(/\.webp$/);
    expect(allFiles(dir)).toHaveLength(3);
  });

  test('a WebP upload is accepted', async () => {
    expect(await store.saveAll([await image('webp')])).toHaveLength(1);
  });

  const refused: [string, () => Promise<Buffer>, string][] = [
    ['a 0-byte file', () => Promise.resolve(Buffer.alloc(0)), UPLOAD_MESSAGES.empty],
    [
      'an 11 MB file',
      async () => Buffer.concat([await image('jpeg'), Buffer.alloc(11 * 1024 * 1024)]),
      UPLOAD_MESSAGES.tooBig,
    ],
    ['a GIF', () => image('gif'), UPLOAD_MESSAGES.type],
    [
      'an HTML page named .png',
      () => Promise.resolve(Buffer.from('<html><script>alert(1)</script></html>')),
      UPLOAD_MESSAGES.type,
    ],
    [
      'a GIF/HTML polyglot',
      () => Promise.resolve(Buffer.from('GIF89a/*<script>alert(1)</script>*/=1;')),
      UPLOAD_MESSAGES.type,
    ],
    [
      'a JPEG with a script appended',
      async () =>
        Buffer.concat([
          await image('jpeg'),
          Buffer.from('<script>alert(document.cookie)</script>'),
        ]),
      UPLOAD_MESSAGES.foreign,
    ],
    [
      'a truncated JPEG',
      async () => {
        const whole = await sharp({
          create: {
            width: 400,
            height: 300,
            channels: 3,
            background: '#000000',
            noise: { type: 'gaussian', mean: 128, sigma: 40 },
          },
        })
          .jpeg()
          .toBuffer();
        return whole.subarray(0, Math.floor(whole.length / 2));
      },
      UPLOAD_MESSAGES.broken,
    ],
    [
      'a JPEG header with garbage after it',
      () =>
        Promise.resolve(
          Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]),
        ),
      UPLOAD_MESSAGES.broken,
    ],
  ];

  test.each(refused)('%s is refused and nothing is written', async (_name, make, message) => {
    const error = await refusal(store.saveAll([await make()]));
    expect(error.message).toBe(message);
    expect(error.statusCode).toBeLessThan(500);
    expect(() => readdirSync(dir)).toThrow();
  });

  test('a 60-megapixel image (a decompression bomb) is refused before it is decoded', async () => {
    const bomb = await sharp({
      create: { width: 10_000, height: 6_000, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const error = await refusal(store.saveAll([bomb]));
    expect(error.message).toBe(UPLOAD_MESSAGES.tooManyPixels);
  });

  test('a batch whose third image fails keeps nothing, not even the first two', async () => {
    const good = await image('jpeg');
    const broken = (await image('png')).subarray(0, 40);
    const error = await refusal(store.saveAll([good, await image('png'), broken]));
    expect(error.message).toBe(UPLOAD_MESSAGES.broken);
    expect(() => readdirSync(dir)).toThrow();

    await store.saveAll([good]);
    expect(allFiles(dir)).toHaveLength(3);
    await refusal(store.saveAll([good, good, broken]));
    expect(allFiles(dir)).toHaveLength(3);
  });

  test('removing stored images deletes their files', async () => {
    const stored = await store.saveAll([await image('jpeg'), await image('png')]);
    expect(allFiles(dir)).toHaveLength(6);
    await store.remove(stored);
    expect(allFiles(dir)).toHaveLength(0);
  });
});
