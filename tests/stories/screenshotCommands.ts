import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import type { CDPSession } from 'playwright';
import type { BrowserCommand } from 'vitest/node';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How one story's capture compared with its committed reference. */
export interface StoryScreenshotResult {
  pass: boolean;
  /** Why it failed, and where the capture and the difference were written. */
  message: string;
}

interface Decoded {
  data: Buffer;
  width: number;
  height: number;
}

// Chromium's rasteriser may move a pixel by one colour level after the iframe is resized;
// 0.006 forgives exactly that (YIQ delta ≤ 0.5), while a two-level grey change still fails.
const THRESHOLD = 0.006;
// How long a story that keeps changing may take to settle once its capture differs.
const SETTLE_MS = 5_000;

/** The whole pixels a box touches, as Playwright's element screenshots take them. */
function enclosingPixels({ x, y, width, height }: Box): Box {
  const left = Math.floor(x + 1e-3);
  const top = Math.floor(y + 1e-3);
  const right = Math.ceil(x + width - 1e-3);
  const bottom = Math.ceil(y + height - 1e-3);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

async function decode(png: Buffer): Promise<Decoded> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function samePixels(a: Decoded, b: Decoded): boolean {
  return a.width === b.width && a.height === b.height && a.data.equals(b.data);
}

/** Pixels that differ beyond {@link THRESHOLD}, and the picture of where; null when sizes differ. */
function difference(reference: Decoded, actual: Decoded) {
  if (reference.width !== actual.width || reference.height !== actual.height) return null;
  const { width, height } = reference;
  const diff = Buffer.alloc(width * height * 4);
  const mismatched = pixelmatch(reference.data, actual.data, diff, width, height, {
    threshold: THRESHOLD,
  });
  return { mismatched, diff: { data: diff, width, height } };
}

function encode({ data, width, height }: Decoded): Promise<Buffer> {
  return sharp(data, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

async function write(path: string, png: Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, png);
}

/** Moves the pointer out of the test frame, so a story's play leaves no hover state behind. */
export const parkPointer: BrowserCommand<[]> = async ({ page }) => {
  await page.mouse.move(0, 0);
};

/**
 * Makes the page a touch device (`hover: none`, `pointer: coarse`) or a computer again, for the
 * stories of what touch devices alone show (a story's `parameters.touch`).
 */
export const emulateTouch: BrowserCommand<[enabled: boolean]> = async ({ page }, enabled) => {
  // An emulation lasts as long as the session that set it: one session per page, kept.
  let session = touchSessions.get(page);
  if (!session) {
    session = await page.context().newCDPSession(page);
    touchSessions.set(page, session);
  }
  await session.send('Emulation.setTouchEmulationEnabled', { enabled });
};
const touchSessions = new WeakMap<object, CDPSession>();

/**
 * Captures a story's box and compares it with `__screenshots__/<test file>/<name>-chromium-<os>.png`.
 * The capture is one Chromium screenshot of the box; decoding and comparing run in libvips, and
 * pixelmatch only looks at a capture whose pixels differ (Vitest's own matcher decoded every
 * capture and reference in JavaScript, about half of the suite's time). A differing capture is
 * taken again until two in a row agree, then compared. `-u` rewrites references; a missing one is
 * written and fails, so it is looked at before it is committed (CI writes none). Failures leave
 * the capture and the difference in test-results/visual.
 */
export const matchStoryScreenshot: BrowserCommand<[name: string, selector: string]> = async (
  context,
  name,
  selector,
): Promise<StoryScreenshotResult> => {
  const testPath = context.testPath as string;
  const folder = join(dirname(testPath), '__screenshots__', basename(testPath));
  const file = `${name}-chromium-${process.platform}.png`;
  const referencePath = join(folder, file);
  const diffFolder = join(context.project.config.root, 'test-results', 'visual');
  const story = context.iframe.locator(selector);
  const { page } = context;
  // The box is measured at each capture: a story may still be growing when it is first taken.
  const capture = async () => {
    const box = await story.boundingBox();
    if (!box) throw new Error(`${name}: the story is not on the page`);
    const viewport = page.viewportSize();
    const fits = viewport && box.y + box.height <= viewport.height;
    // Only an element screenshot reaches below the page's viewport (a few very long pages).
    return fits
      ? page.screenshot({ clip: enclosingPixels(box), animations: 'disabled' })
      : story.screenshot({ animations: 'disabled' });
  };

  const mode = context.project.serializedConfig.snapshotOptions.updateSnapshot;
  const referencePng = await readFile(referencePath).catch(() => null);
  let png = await capture();
  if (referencePng?.equals(png)) return { pass: true, message: '' };
  let actual = await decode(png);
  const reference = referencePng && (await decode(referencePng));
  if (reference && samePixels(reference, actual)) return { pass: true, message: '' };

  const settleBy = Date.now() + SETTLE_MS;
  for (;;) {
    png = await capture();
    const next = await decode(png);
    const settled = samePixels(actual, next);
    actual = next;
    if (settled) break;
    if (Date.now() > settleBy) {
      return { pass: false, message: `${name}: the story kept changing for ${SETTLE_MS} ms` };
    }
  }

  if (!reference) {
    if (mode === 'none') {
      await write(join(diffFolder, file), png);
      return { pass: false, message: `${name}: no reference; the capture is in ${diffFolder}` };
    }
    await write(referencePath, png);
    return {
      pass: mode === 'all',
      message: `${name}: no reference, so this capture became it; look at it before committing`,
    };
  }
  const compared = difference(reference, actual);
  if (compared?.mismatched === 0) return { pass: true, message: '' };
  if (mode === 'all') {
    await write(referencePath, png);
    return { pass: true, message: '' };
  }
  await write(join(diffFolder, `${name}-actual.png`), png);
  if (compared) await write(join(diffFolder, `${name}-diff.png`), await encode(compared.diff));
  const what = compared
    ? `${compared.mismatched} pixels differ`
    : `the size is ${actual.width}×${actual.height}, the reference ${reference.width}×${reference.height}`;
  return {
    pass: false,
    message: `${name}: ${what}; the capture and difference are in ${diffFolder}`,
  };
};
